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

/// The scroll position of a scroll view node.
@MainActor
final class ScrollState {
    var offset: CGPoint = .zero
}

extension ScrollView: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) {
        if !(node.payload is ScrollState) { node.payload = ScrollState() }
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        let offset = (node.payload as? ScrollState)?.offset ?? .zero
        return .container(ScrollViewLayout(axes: axes, offset: offset))
    }
}

/// The layout of a scroll view: its content (several subviews are stacked along the scroll
/// axis, as in SwiftUI) is placed at the scroll offset.
struct ScrollViewLayout: Layout, Equatable {
    var axes: Axis.Set
    var offset: CGPoint

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.axes == rhs.axes && lhs.offset == rhs.offset }

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
            if node.payload is ScrollState, let frame = node.layoutNode?.globalFrame, frame.contains(point) { target = node }
            for child in node.children { visit(child) }
        }
        visit(root)
        guard let node = target, let state = node.payload as? ScrollState, let layoutNode = node.layoutNode else { return false }
        let viewport = layoutNode.globalFrame.size
        let content = layoutNode.children.reduce(CGRect.null) { $0.union($1.globalFrame) }
        let contentSize = content.isNull ? .zero : content.size
        let maxX = max(0, contentSize.width - viewport.width), maxY = max(0, contentSize.height - viewport.height)
        let next = CGPoint(x: min(max(0, state.offset.x + delta.width), maxX), y: min(max(0, state.offset.y + delta.height), maxY))
        guard next != state.offset else { return false }
        state.offset = next
        node.invalidate()
        update()
        return true
    }
}
