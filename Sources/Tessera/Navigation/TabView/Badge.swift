extension View {
    /// Generates a badge for the view from an integer value; zero hides the badge.
    ///
    /// Badges appear in tab bars: a red capsule with white text at the item's image.
    ///
    /// Differs from SwiftUI: list rows, toolbar items and menus don't show badges yet.
    public func badge(_ count: Int) -> some View {
        containerValue(\.badge, Badge(count: count))
    }

    /// Generates a badge for the view from a text view; `nil` hides the badge.
    public func badge(_ label: Text?) -> some View {
        containerValue(\.badge, label.map(Badge.init(text:)))
    }

    /// Generates a badge for the view from a localized string key; `nil` hides the badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Generates a badge for the view from a string; `nil` hides the badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

extension TabContent {
    /// Generates a badge for the tab from an integer value; zero hides the badge.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: Badge(count: count))
    }

    /// Generates a badge for the tab from a text view; `nil` hides the badge.
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: label.map(Badge.init(text:)))
    }

    /// Generates a badge for the tab from a localized string key.
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        badge(Text(key))
    }

    /// Generates a badge for the tab from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        badge(Text(label))
    }
}

/// Tab content with a badge on its tab items.
struct _BadgedTabContent<Content: TabContent>: TabContent {
    let content: Content
    let badge: Badge?

    var body: _PrimitiveTabContentBody<Content.TabValue> { _PrimitiveTabContentBody() }

    func _makeTabView() -> some View {
        content._makeTabView().containerValue(\.badge, badge)
    }
}

/// What a badge shows: a text (a count is shown as its number; a zero count hides the badge).
struct Badge {
    let text: Text

    init(text: Text) { self.text = text }

    init?(count: Int) {
        guard count != 0 else { return nil }
        text = Text(verbatim: "\(count)")
    }
}

extension ContainerValues {
    private enum BadgeKey: ContainerValueKey { static var defaultValue: Badge? { nil } }

    /// The badge set with `badge(_:)`, shown on the view's tab item.
    var badge: Badge? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

/// A badge as a tab bar draws it: a red capsule with the badge's text in white, at least as
/// wide as it is high.
struct TabBarBadge: View {
    let badge: Badge

    var body: some View {
        badge.text
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}
