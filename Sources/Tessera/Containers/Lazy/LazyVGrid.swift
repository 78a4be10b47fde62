/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// The columns come from `columns` and the available width alone (an `.adaptive` column
/// holds as many cells as fit, so the column count follows the width); rows are built only
/// when they come near the viewport of the enclosing vertical `ScrollView`, as in
/// `LazyVStack`.
public struct LazyVGrid<Content: View>: View {
    /// The columns of the grid.
    public var columns: [GridItem]
    /// The alignment of the grid within its parent view.
    public var alignment: HorizontalAlignment
    /// The spacing between the grid and the next item in its parent view (between rows).
    public var spacing: CGFloat?
    /// Views to pin to the bounds of a parent scroll view.
    public var pinnedViews: PinnedScrollableViews
    /// The grid's content.
    public var content: Content

    /// Creates a grid that grows vertically.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView, LayoutRoleProviding, LayoutChildrenProviding {
    func reconcile(in node: ViewNode) {
        let columns = columns
        node.lazyContainerState(axis: .vertical).itemsPerLine = { width in
            LazyGridAlgorithm.resolvedTracks(columns, cross: width).count
        }
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(LazyVGridLayout(algorithm: LazyGridAlgorithm(
            axis: .vertical, tracks: columns, alignment: alignment.key, spacing: spacing,
            state: node.lazyContainerState(axis: .vertical))))
    }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        node.lazyContainerState(axis: .vertical).layoutChildren(in: node)
    }
}

/// The layout of a `LazyVGrid` (see ``LazyGridAlgorithm``).
struct LazyVGridLayout: Layout, Equatable {
    var algorithm: LazyGridAlgorithm

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
