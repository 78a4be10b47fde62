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

extension LazyVGrid: LazyGridView {
    static var axis: Axis { .vertical }
    var tracks: [GridItem] { columns }
    var alignmentKey: AlignmentKey { alignment.key }
}
