/// The content for a tab and the tab's associated tab item in a tab view.
///
/// A tab with a `value` is selected when the tab view's selection equals it; a tab without one
/// (`Value == Never`) belongs in a tab view without a selection binding, which selects by
/// position. The tab item shows `label`: with a title and image, the title under the image.
///
/// Differs from SwiftUI: several views in `content` are stacked in a `VStack` (one page);
/// SwiftUI's handling of several views is undocumented.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value

    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    public var body: _PrimitiveTabContentBody<Value> { _PrimitiveTabContentBody() }

    public func _makeTabView() -> some View {
        let tag: AnyHashable? = if let value { AnyHashable(value) } else { nil }
        return VStack { content }
            .tabItem { label }
            .containerValue(\.tag, tag)
            .containerValue(\.tabRole, role)
    }
}

// MARK: - Tabs with a value

extension Tab {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label inferred from the role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: nil, icon: nil, role: role))
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
    /// value, using a system image for the tab item's image, with a localized string key label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
                @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .system(systemImage), value: value, role: nil, content: content())
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
    /// value, using a system image for the tab item's image, with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value,
                                   @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(title), icon: .system(systemImage), value: value, role: nil, content: content())
    }

    /// Creates a tab with a role that the tab view presents when the tab view's selection
    /// matches the tab's value, using a system image, with a localized string key label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .system(systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab with a role that the tab view presents when the tab view's selection
    /// matches the tab's value, using a system image, with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(title), icon: .system(systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
    /// value, with an image from the app's assets and a localized string key label.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value,
                @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .named(image), value: value, role: nil, content: content())
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's
    /// value, with an image from the app's assets and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value,
                                   @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(title), icon: .named(image), value: value, role: nil, content: content())
    }

    /// Creates a tab with a role that the tab view presents when the tab view's selection
    /// matches the tab's value, with an image from the app's assets and a localized label.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .named(image), value: value, role: role, content: content())
    }

    /// Creates a tab with a role that the tab view presents when the tab view's selection
    /// matches the tab's value, with an image from the app's assets and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(Text(title), icon: .named(image), value: value, role: role, content: content())
    }

    private init(_ title: Text, icon: DefaultTabLabel.Icon, value: Value?, role: TabRole?, content: Content)
        where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content, label: DefaultTabLabel(title: title, icon: icon, role: role))
    }
}

// MARK: - Tabs without a value

extension Tab where Value == Never {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label inferred from the role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: nil, icon: nil, role: role))
    }

    /// Creates a new tab that you can use in a tab view using a system image for the tab item's
    /// image, and a localized string key label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .system(systemImage), value: nil, role: nil, content: content())
    }

    /// Creates a new tab that you can use in a tab view using a system image for the tab item's
    /// image, and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(title), icon: .system(systemImage), value: nil, role: nil, content: content())
    }

    /// Creates a new tab with a role, a system image and a localized string key label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .system(systemImage), value: nil, role: role, content: content())
    }

    /// Creates a new tab with a role, a system image and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(title), icon: .system(systemImage), value: nil, role: role, content: content())
    }

    /// Creates a new tab that you can use in a tab view, with an image from the app's assets
    /// and a localized string key label.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .named(image), value: nil, role: nil, content: content())
    }

    /// Creates a new tab that you can use in a tab view, with an image from the app's assets
    /// and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(title), icon: .named(image), value: nil, role: nil, content: content())
    }

    /// Creates a new tab with a role, an image from the app's assets and a localized label.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(titleKey), icon: .named(image), value: nil, role: role, content: content())
    }

    /// Creates a new tab with a role, an image from the app's assets and a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(Text(title), icon: .named(image), value: nil, role: role, content: content())
    }
}
