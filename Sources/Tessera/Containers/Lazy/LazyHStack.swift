/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed.
///
/// Inside a horizontal `ScrollView` only the rows that intersect the viewport (plus a small
/// prefetch margin) are built and laid out; the others are estimated. Rows scrolled away are
/// released but keep their `@State`. Outside a scroll view it lays out every row, like a
/// `HStack`. See ``LazyContainerState``.
public struct LazyHStack<Content: View>: View {
    /// The guide for aligning the subviews in this stack.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?
    /// The kinds of child views that will be pinned.
    public var pinnedViews: PinnedScrollableViews
    /// The stack's content.
    public var content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyHStack: PrimitiveView, LayoutRoleProviding, LayoutChildrenProviding {
    func reconcile(in node: ViewNode) {
        _ = node.lazyContainerState(axis: .horizontal)
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(LazyHStackLayout(algorithm: LazyStackAlgorithm(
            axis: .horizontal, alignment: alignment.key, spacing: spacing, state: node.lazyContainerState(axis: .horizontal))))
    }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        node.lazyContainerState(axis: .horizontal).layoutChildren(in: node)
    }
}

/// The layout of a `LazyHStack` (see ``LazyStackAlgorithm``).
struct LazyHStackLayout: Layout, Equatable {
    var algorithm: LazyStackAlgorithm

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.algorithm == rhs.algorithm }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
