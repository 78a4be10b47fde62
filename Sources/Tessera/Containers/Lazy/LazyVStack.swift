/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// Inside a vertical `ScrollView` only the rows that intersect the viewport (plus a small
/// prefetch margin) are built and laid out; the others are estimated. Rows scrolled away are
/// released but keep their `@State`. Outside a scroll view it lays out every row, like a
/// `VStack`. See ``LazyContainerState``.
public struct LazyVStack<Content: View>: View {
    /// The guide for aligning the subviews in this stack.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?
    /// The kinds of child views that will be pinned.
    public var pinnedViews: PinnedScrollableViews
    /// The stack's content.
    public var content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVStack: PrimitiveView, LayoutRoleProviding, LayoutChildrenProviding {
    func reconcile(in node: ViewNode) {
        _ = node.lazyContainerState(axis: .vertical)
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(LazyVStackLayout(algorithm: LazyStackAlgorithm(
            axis: .vertical, alignment: alignment.key, spacing: spacing, state: node.lazyContainerState(axis: .vertical))))
    }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        node.lazyContainerState(axis: .vertical).layoutChildren(in: node)
    }
}

/// The layout of a `LazyVStack` (see ``LazyStackAlgorithm``).
struct LazyVStackLayout: Layout, Equatable {
    var algorithm: LazyStackAlgorithm

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.algorithm == rhs.algorithm }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension LazyStackAlgorithm: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.axis == rhs.axis && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing && lhs.state === rhs.state
    }
}

extension ViewNode {
    /// The lazy container engine of this node (its payload), made on first use.
    func lazyContainerState(axis: Axis) -> LazyContainerState {
        if let state = payload as? LazyContainerState { return state }
        let state = LazyContainerState(axis: axis)
        payload = state
        return state
    }
}
