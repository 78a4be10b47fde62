extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        navigationBarValue(\.title, .text(title), isEqual: NavigationTitleContent.isEqual)
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a binding to a string (an
    /// editable title in SwiftUI; shown, not editable, here).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Configures the view's title for purposes of navigation, using a view.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        navigationBarValue(\.title, .view(AnyView(title())))
    }

    /// Configures the view's subtitle for purposes of navigation.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        navigationBarValue(\.subtitle, subtitle, isEqual: ==)
    }

    /// Configures the view's subtitle for purposes of navigation, using a localized string.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// Configures the view's subtitle for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarValue(\.titleDisplayMode, displayMode, isEqual: ==)
    }

    /// Configures the toolbar title display mode for this view.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBarValue(\.backButtonHidden, hidesBackButton, isEqual: ==)
    }

    /// Sets the title in the navigation bar for this view.
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of this view's navigation bar with a localized string.
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Sets the title of this view's navigation bar with a string.
    @_disfavoredOverload
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Sets the title and display mode in the navigation bar for this view.
    @available(swift, deprecated: 100000, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view, with a localized
    /// string.
    @available(swift, deprecated: 100000, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view, with a string.
    @_disfavoredOverload
    @available(swift, deprecated: 100000, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar for this view.
    @available(swift, deprecated: 100000, renamed: "toolbar(_:for:)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBarValue(\.visibility, BarSetting(bars: [.navigationBar], value: hidden ? .hidden : .automatic))
    }
}
