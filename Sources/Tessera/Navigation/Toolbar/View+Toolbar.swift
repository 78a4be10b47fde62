extension View {
    /// Populates the toolbar or navigation bar with the specified items (each view an item of
    /// automatic placement).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        navigationBarValue(\.items, [ToolbarEntry(placement: .automatic, content: AnyView(content()))])
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        navigationBarValue(\.items, content().toolbarEntries)
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (Tessera shows the items; there is no customization).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        navigationBarValue(\.items, content().toolbarEntries)
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.visibility, BarSetting(bars: bars, value: visibility))
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.visibility, BarSetting(bars: bars, value: visibility))
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.background, BarSetting(bars: bars, value: AnyShapeStyle(style)))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI
    /// (`.hidden`: the bar draws no background).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.backgroundVisibility, BarSetting(bars: bars, value: visibility))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.backgroundVisibility, BarSetting(bars: bars, value: visibility))
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI (the bar's items and
    /// background draw in it).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationBarValue(\.colorScheme, BarSetting(bars: bars, value: colorScheme))
    }

    /// Configures the semantic role for the content populating the toolbar.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        navigationBarValue(\.role, role, isEqual: ==)
    }

    /// Configures the view's document for purposes of navigation (accepted: Tessera has no
    /// title menu).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        self
    }

    /// Sets the navigation bar items for this view.
    @available(swift, deprecated: 100000, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBarValue(\.items, [ToolbarEntry(placement: .topBarLeading, content: AnyView(leading)),
                                     ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))])
    }

    /// Sets the navigation bar items for this view.
    @available(swift, deprecated: 100000, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarValue(\.items, [ToolbarEntry(placement: .topBarLeading, content: AnyView(leading))])
    }

    /// Sets the navigation bar items for this view.
    @available(swift, deprecated: 100000, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarValue(\.items, [ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))])
    }
}
