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

extension LazyHStack: LazyStackView {
    typealias Orientation = LazyHorizontalOrientation
    var alignmentKey: AlignmentKey { alignment.key }
}
