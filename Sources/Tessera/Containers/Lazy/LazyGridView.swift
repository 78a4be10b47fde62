/// What `LazyVGrid` and `LazyHGrid` share: the track definitions decide the items per line,
/// and the layout runs over the realized cells handed over by ``LazyContainerState``.
protocol LazyGridView: PrimitiveView, LayoutRoleProviding, LayoutChildrenProviding {
    associatedtype Content: View
    static var axis: Axis { get }
    var content: Content { get }
    /// The track definitions across the axis (a `LazyVGrid`'s columns).
    var tracks: [GridItem] { get }
    var spacing: CGFloat? { get }
    /// The alignment guide across the axis, for the block of tracks.
    var alignmentKey: AlignmentKey { get }
    /// The section headers and footers pinned to the scroll view's viewport.
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyGridView {
    func reconcile(in node: ViewNode) {
        let tracks = tracks
        node.lazyContainerState(axis: Self.axis).pinnedViews = pinnedViews
        node.lazyContainerState(axis: Self.axis).itemsPerLine = { length in
            LazyGridAlgorithm.resolvedTracks(tracks, cross: length).count
        }
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(LazyGridLayout(algorithm: LazyGridAlgorithm(
            axis: Self.axis, tracks: tracks, alignment: alignmentKey, spacing: spacing,
            state: node.lazyContainerState(axis: Self.axis))))
    }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        node.lazyContainerState(axis: Self.axis).layoutChildren(in: node)
    }
}

/// The layout of a lazy grid (see ``LazyGridAlgorithm``).
struct LazyGridLayout: Layout, Equatable {
    var algorithm: LazyGridAlgorithm

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
