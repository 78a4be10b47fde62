/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed.
///
/// The rows come from `rows` and the available height alone; columns are built only when
/// they come near the viewport of the enclosing horizontal `ScrollView`, as in `LazyHStack`.
public struct LazyHGrid<Content: View>: View {
    /// The rows of the grid.
    public var rows: [GridItem]
    /// The alignment of the grid within its parent view.
    public var alignment: VerticalAlignment
    /// The spacing between the grid and the next item in its parent view (between columns).
    public var spacing: CGFloat?
    /// Views to pin to the bounds of a parent scroll view.
    public var pinnedViews: PinnedScrollableViews
    /// The grid's content.
    public var content: Content

    /// Creates a grid that grows horizontally.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyHGrid: LazyGridView {
    static var axis: Axis { .horizontal }
    var tracks: [GridItem] { rows }
    var alignmentKey: AlignmentKey { alignment.key }
}
