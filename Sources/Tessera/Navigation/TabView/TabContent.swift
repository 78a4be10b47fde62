/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// ``Tab``, ``TabSection``, `ForEach` over tabs and the results of ``TabContentBuilder`` are
/// tab content; your own types conform by providing a `body` made of them, as a view does.
///
/// A tab view shows tab content as views: each tab becomes one subview of the tab view's
/// content, carrying its value (a `tag`), its tab item's label and its badge as container
/// values — the same shape as the older `TabView { view.tabItem { … }.tag(…) }` API, so both
/// APIs share one implementation.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    associatedtype TabValue: Hashable

    /// The type of content representing the body of this tab content.
    associatedtype Body: TabContent where Body.TabValue == TabValue

    /// The value of this type's nested content.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }

    /// The view this content stands for in a tab view (its tabs, one subview each).
    associatedtype _TabView: View = _TabContentBodyView<Self>

    /// Makes the view this content stands for in a tab view. Tessera's own tab content
    /// implements it; a type with a `body` gets the view of its body.
    func _makeTabView() -> _TabView
}

extension TabContent where _TabView == _TabContentBodyView<Self> {
    public func _makeTabView() -> _TabContentBodyView<Self> { _TabContentBodyView(content: self) }
}

/// The view of tab content defined by its `body`.
public struct _TabContentBodyView<Content: TabContent>: View {
    let content: Content

    public var body: some View { content.body._makeTabView() }
}

/// The body of Tessera's built-in tab content, which is shown by `_makeTabView()` and has no
/// nested content of its own.
public struct _PrimitiveTabContentBody<TabValue: Hashable>: TabContent {
    public var body: Self { self }
    public func _makeTabView() -> EmptyView { EmptyView() }
}
