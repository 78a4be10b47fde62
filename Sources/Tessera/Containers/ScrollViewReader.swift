/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// The proxy scrolls the scroll views inside the reader. A target inside a lazy container
/// need not be built: the container locates it by its `ForEach` id (O(1) for a range of
/// integers), builds the rows around it, and the scroll view moves there in the next update.
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// What a reader's proxy reaches: the reader's node.
@MainActor
final class ScrollViewReaderState {
    weak var node: ViewNode?
}

extension ScrollViewReader: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        let state: ScrollViewReaderState
        if let existing = node.payload as? ScrollViewReaderState {
            state = existing
        } else {
            state = ScrollViewReaderState()
            node.payload = state
        }
        state.node = node
        node.updateChild(key: .body, view: content(ScrollViewProxy(state: state)), environment: node.environment)
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
public struct ScrollViewProxy {
    let state: ScrollViewReaderState

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// - Parameters:
    ///   - id: The identifier of a child view to scroll to (a `ForEach` element's id, or an
    ///     `.id(_:)`).
    ///   - anchor: The alignment behavior of the scroll action: where in the viewport the
    ///     view goes (`.top`, `.center`, …). With `nil`, the scroll view scrolls the least
    ///     amount that makes the view wholly visible.
    ///
    /// Differs from SwiftUI: inside a lazy container, only `ForEach` element ids are found
    /// without building rows (Divergences Z4).
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = state.node else { return }
        let target = AnyHashable(id)
        if !ScrollTargetSearch(target: target, anchor: anchor).run(from: root) {
            root.graph.warnings.warnOnce("ScrollViewProxy.scrollTo: no view with id \(id) in a scroll view.",
                                         site: "ScrollViewProxy.scrollTo.notFound")
        }
    }
}

/// Finds a `scrollTo` target below a reader and starts the scroll: a lazy container that can
/// locate the id among its items scrolls itself (``LazyContainerState/scroll(toItem:anchor:)``);
/// a built view with that identity is scrolled to by its frame.
@MainActor
struct ScrollTargetSearch {
    let target: AnyHashable
    let anchor: UnitPoint?

    /// Returns whether the target was found.
    func run(from root: ViewNode) -> Bool {
        var found = false
        visit(root, scroll: nil, found: &found)
        return found
    }

    private func visit(_ node: ViewNode, scroll: ScrollState?, found: inout Bool) {
        guard !found else { return }
        let scroll = (node.payload as? ScrollState) ?? scroll
        if scroll != nil, let lazy = node.payload as? LazyContainerState, let content = node.children.first,
           let item = content.subviewIndex(ofElement: target) {
            lazy.scroll(toItem: item, anchor: anchor)
            found = true
            return
        }
        if let scroll, isTarget(node), let frame = node.layoutNode?.globalFrame, node.layoutNode?.isPlaced == true {
            scrollBuilt(frame: frame, in: scroll)
            found = true
            return
        }
        for child in node.children { visit(child, scroll: scroll, found: &found) }
    }

    private func isTarget(_ node: ViewNode) -> Bool {
        if let id = node.key.explicitID { return id == target }
        return node.key.elementID == target
    }

    private func scrollBuilt(frame: CGRect, in scroll: ScrollState) {
        guard let viewport = scroll.viewport, let origin = scroll.contentOrigin else { return }
        let x = scroll.axes.contains(.horizontal)
            ? ScrollState.offset(showing: frame.minX - origin.x, length: frame.width, viewportLength: viewport.width,
                         current: scroll.offset.x, anchor: anchor?.x)
            : 0
        let y = scroll.axes.contains(.vertical)
            ? ScrollState.offset(showing: frame.minY - origin.y, length: frame.height, viewportLength: viewport.height,
                         current: scroll.offset.y, anchor: anchor?.y)
            : 0
        scroll.setOffset(CGPoint(x: x, y: y))
    }
}

extension ViewNode {
    /// The index, among this node's subviews, of the first subview of the `ForEach` element
    /// with id `id`, found without building rows: looks through transparent nodes to the
    /// `ForEach`es whose rows have a static subview count.
    func subviewIndex(ofElement id: AnyHashable) -> Int? {
        switch subviewBehavior {
        case .elements:
            return (payload as? ForEachState)?.subviewIndex(ofElement: id)
        case .transparent:
            var before = 0
            for child in children {
                if let index = child.subviewIndex(ofElement: id) { return before + index }
                before += child.subviewCount
            }
            return nil
        default:
            return nil
        }
    }
}
