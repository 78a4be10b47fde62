/// A scrollable view.
///
/// The content is proposed the scroll view's size across its axes and an unspecified length
/// along them, so it takes its ideal length there; the scroll view takes the space it is
/// offered. Along an axis that doesn't scroll, narrower content is centered.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

/// The scroll position of a scroll view node (its payload), and the channel between the
/// scroll view and what it scrolls.
///
/// - The offset is kept across updates (the node keeps its payload) and read by the scroll
///   view's layout at each placement, so scrolling re-places without rebuilding views.
/// - The scroll view's layout node frame is the *viewport*. Lazy containers below find the
///   nearest scroll view through the graph (``ViewNode/enclosingScrollState(along:)``), read
///   the viewport to decide which rows to build, and move the offset to keep the visible rows
///   still when estimated sizes are corrected, or to reach a `scrollTo` target.
@MainActor
final class ScrollState {
    /// The content offset: the content point shown at the viewport's top-leading corner.
    private(set) var offset: CGPoint = .zero
    let axes: Axis.Set
    weak var node: ViewNode?
    /// Whether the user scrolled this view (`.automatic` scroll indicators show from then on).
    var wasScrolled = false

    init(axes: Axis.Set, node: ViewNode) {
        self.axes = axes
        self.node = node
    }

    /// The scroll view's frame in root coordinates, once laid out.
    var viewport: CGRect? {
        guard let layoutNode = node?.layoutNode, layoutNode.isPlaced else { return nil }
        return layoutNode.globalFrame
    }

    /// The content's origin in root coordinates (the viewport origin minus the offset).
    var contentOrigin: CGPoint? {
        viewport.map { CGPoint(x: $0.minX - offset.x, y: $0.minY - offset.y) }
    }

    /// Moves the content offset (negative values become 0; the layout clamps the far end) and
    /// asks for a layout.
    func setOffset(_ newOffset: CGPoint) {
        let next = CGPoint(x: axes.contains(.horizontal) ? max(0, newOffset.x) : 0,
                           y: axes.contains(.vertical) ? max(0, newOffset.y) : 0)
        guard next != offset else { return }
        offset = next
        // The content moves: the scroll view is placed again even at the same frame.
        node?.layoutNode?.invalidatePlacement()
        node?.graph.requestLayout()
    }

    /// The offset along one axis that shows the span `start..<start + length` (content
    /// coordinates): at `anchor` (0 = leading edge of the viewport, 1 = trailing) or, without
    /// one, with the least scrolling that shows it whole.
    static func offset(showing start: CGFloat, length: CGFloat, viewportLength: CGFloat, current: CGFloat,
                       anchor fraction: CGFloat?) -> CGFloat {
        if let fraction { return start - fraction * (viewportLength - length) }
        if start < current { return start }
        if start + length > current + viewportLength { return start + length - viewportLength }
        return current
    }

    /// Clamps the offset to the content (content that shrank below it), without asking for a
    /// layout: the layout calling this is using the clamped value.
    func clamp(contentSize: CGSize, viewportSize: CGSize) -> CGPoint {
        let maxX = max(0, contentSize.width - viewportSize.width)
        let maxY = max(0, contentSize.height - viewportSize.height)
        offset = CGPoint(x: min(offset.x, maxX), y: min(offset.y, maxY))
        return offset
    }
}

extension ScrollView: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) {
        if !(node.payload is ScrollState) { node.payload = ScrollState(axes: axes, node: node) }
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(ScrollViewLayout(axes: axes, state: node.payload as? ScrollState))
    }
}

extension ViewNode {
    /// The scroll view node above this node that scrolls along `axis`, and its state.
    func enclosingScrollState(along axis: Axis) -> ScrollState? {
        var current = parent
        while let node = current {
            if let state = node.payload as? ScrollState, state.axes.contains(axis == .vertical ? .vertical : .horizontal) {
                return state
            }
            current = node.parent
        }
        return nil
    }
}

/// The layout of a scroll view: its content (several subviews are stacked along the scroll
/// axis, as in SwiftUI) is placed at the scroll offset, read from the scroll state at each
/// placement and clamped to the content.
struct ScrollViewLayout: Layout, Equatable {
    var axes: Axis.Set
    var state: ScrollState?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.axes == rhs.axes && lhs.state === rhs.state }

    func contentProposal(for size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    /// Several subviews are stacked along the scroll axis.
    private var stack: AnyLayout {
        axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    }

    func contentSize(_ proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        var cache = stack.makeCache(subviews: subviews)
        return stack.sizeThatFits(proposal: contentProposal(for: proposal), subviews: subviews, cache: &cache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = contentSize(proposal, subviews: subviews)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = contentProposal(for: ProposedViewSize(bounds.size))
        let content = contentSize(ProposedViewSize(bounds.size), subviews: subviews)
        let offset = onMainActor { state?.clamp(contentSize: content, viewportSize: bounds.size) ?? .zero }
        let x = axes.contains(.horizontal) ? bounds.minX - offset.x : bounds.minX + max(0, (bounds.width - content.width) / 2)
        let y = axes.contains(.vertical) ? bounds.minY - offset.y : bounds.minY + max(0, (bounds.height - content.height) / 2)
        var stackCache = stack.makeCache(subviews: subviews)
        stack.placeSubviews(in: CGRect(origin: CGPoint(x: x, y: y), size: content), proposal: childProposal,
                            subviews: subviews, cache: &stackCache)
    }
}

extension OffscreenHost {
    /// Scrolls the innermost scroll view under `point` by `delta` points (positive y scrolls
    /// the content up, as a wheel turned towards the user does), clamped to the content; then
    /// updates. Returns whether a scroll view took the scroll.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        guard let root = graph.root else { return false }
        var target: ViewNode?
        func visit(_ node: ViewNode) {
            // A scroll view nested in another and scrolled out of its bounds doesn't take it.
            if node.clipsOutEvents(at: point) { return }
            if node.payload is ScrollState, let frame = node.layoutNode?.globalFrame, frame.contains(point) { target = node }
            for child in node.children { visit(child) }
        }
        // Nothing below a modal presentation scrolls.
        for start in root.graph.eventRoots { visit(start) }
        guard let node = target, let state = node.payload as? ScrollState, let layoutNode = node.layoutNode else { return false }
        let viewport = layoutNode.globalFrame.size
        let content = layoutNode.children.reduce(CGRect.null) { $0.union($1.globalFrame) }
        let contentSize = content.isNull ? .zero : content.size
        let maxX = max(0, contentSize.width - viewport.width), maxY = max(0, contentSize.height - viewport.height)
        let next = CGPoint(x: min(max(0, state.offset.x + delta.width), maxX), y: min(max(0, state.offset.y + delta.height), maxY))
        guard next != state.offset else { return false }
        state.wasScrolled = true
        state.setOffset(next)
        update()
        return true
    }
}
