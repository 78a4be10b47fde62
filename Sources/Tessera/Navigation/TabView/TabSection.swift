/// A container that you can use to add hierarchy within a tab view.
///
/// Differs from SwiftUI: a tab bar (the only bar Tessera draws, as on iPhone) shows a section's
/// tabs among the others, in order; the header and footer aren't shown.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
    where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue

    let content: Content
    let header: Header
    let footer: Footer

    public var body: _PrimitiveTabContentBody<SelectionValue> { _PrimitiveTabContentBody() }

    public func _makeTabView() -> Content._TabView { content._makeTabView() }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content(), header: EmptyView(), footer: EmptyView())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section with the provided content, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content(), header: Text(titleKey), footer: EmptyView())
    }

    /// Creates a section with the provided content, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content(), header: Text(title), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content(), header: header(), footer: EmptyView())
    }
}
