/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated: use `NavigationStack` or `NavigationSplitView`).
///
/// With one child view (one element of its view builder), or with the `.stack` style, it is a
/// `NavigationStack` over its first child; with two or three child views it is a `NavigationSplitView` of them (the first the
/// sidebar, the last the detail), which collapses into a stack when narrow. Links in the
/// sidebar show their destination in the next column.
@available(swift, deprecated: 100000, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewStyleIsStack) private var isStack

    /// Creates a navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let columns = NavigationViewColumns(content)
        if isStack || columns.views.count < 2 {
            NavigationStack { columns.views.first ?? AnyView(content) }
        } else if columns.views.count == 2 {
            NavigationSplitView { columns.views[0] } detail: { columns.views[1] }
        } else {
            NavigationSplitView { columns.views[0] } content: { columns.views[1] } detail: { columns.views[2] }
        }
    }
}

/// A navigation view's child views, one per column: the elements of its view builder's tuple
/// (an absent `if` left out), or the content itself.
struct NavigationViewColumns {
    let views: [AnyView]

    @MainActor
    init<Content: View>(_ content: Content) {
        guard let tuple = content as? any NavigationViewTuple else {
            views = [AnyView(content)]
            return
        }
        views = tuple.elements.compactMap { element in
            if let optional = element as? any NavigationViewOptional { return optional.wrappedView }
            return (element as? any View).map { AnyView($0) }
        }
    }
}

/// A tuple of views (a view builder's block), read element by element.
@MainActor
protocol NavigationViewTuple {
    var elements: [Any] { get }
}

extension TupleView: NavigationViewTuple {
    var elements: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

/// An optional view (a view builder's `if` without `else`).
protocol NavigationViewOptional {
    @MainActor var wrappedView: AnyView? { get }
}

extension Optional: NavigationViewOptional where Wrapped: View {
    var wrappedView: AnyView? { map { AnyView($0) } }
}
