extension View {
    /// Sets the tab bar item associated with this view.
    ///
    /// Use it on the views of a ``TabView``'s content: the tab bar shows `label` for this
    /// view's tab — a ``Label``'s image over its title, or an `Image` and a `Text` stacked
    /// the same way. Tab items ignore other views.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        containerValue(\.tabItemLabel, AnyView(label()))
    }
}

extension ContainerValues {
    private enum TabItemLabelKey: ContainerValueKey { static var defaultValue: AnyView? { nil } }
    private enum TabRoleKey: ContainerValueKey { static var defaultValue: TabRole? { nil } }

    /// The label of a tab's item in a tab bar (`tabItem(_:)`, a ``Tab``'s label).
    var tabItemLabel: AnyView? {
        get { self[TabItemLabelKey.self] }
        set { self[TabItemLabelKey.self] = newValue }
    }

    /// A ``Tab``'s role.
    var tabRole: TabRole? {
        get { self[TabRoleKey.self] }
        set { self[TabRoleKey.self] = newValue }
    }
}
