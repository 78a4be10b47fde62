import Foundation

/// The layout of `containerRelativeFrame(_:alignment:)` and
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`.
///
/// Along each axis in `axes` the frame's length comes from the nearest container's size
/// (the nearest ancestor node with a ``LayoutNode/relativeFrameContainerSize``, which the
/// scroll view or the window root sets): the container's length divided into `count` columns
/// separated by `spacing`, spanning `span` of them — `(length − spacing·(count − 1)) / count
/// · span + spacing·(span − 1)` — then passed through `lengthTransform` when given. The child
/// is proposed that length; along the other axes the proposal passes through. With no known
/// container, the proposal is used as the container's length.
///
/// Differs from SwiftUI: the container is whatever ancestor the view layer marks, not
/// SwiftUI's exact list (scroll views, navigation columns, window).
struct ContainerRelativeFrameLayout: UnaryLayout, ContainerSizeReadingLayout {
    var axes: Axis.Set
    var count: Int
    var span: Int
    var spacing: CGFloat
    var alignment: Alignment
    var lengthTransform: (@Sendable (CGFloat, Axis) -> CGFloat)?
    var containerSize: CGSize?

    init(axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: CGFloat = 0, alignment: Alignment = .center,
         lengthTransform: (@Sendable (CGFloat, Axis) -> CGFloat)? = nil) {
        self.axes = axes
        self.count = Swift.max(1, count)
        self.span = Swift.max(1, span)
        self.spacing = spacing
        self.alignment = alignment
        self.lengthTransform = lengthTransform
    }

    func resolved(containerSize: CGSize?) -> ContainerRelativeFrameLayout {
        var copy = self
        copy.containerSize = containerSize
        return copy
    }

    private func length(_ axis: Axis, proposal: ProposedViewSize) -> CGFloat? {
        guard axes.contains(Axis.Set(axis)) else { return nil }
        guard let containerLength = containerSize?[axis] ?? proposal[axis] else { return nil }
        let columns = CGFloat(count)
        let column = (containerLength - spacing * (columns - 1)) / columns
        let spanned = Swift.max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        return lengthTransform.map { $0(spanned, axis) } ?? spanned
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: length(.horizontal, proposal: proposal) ?? proposal.width,
                         height: length(.vertical, proposal: proposal) ?? proposal.height)
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: length(.horizontal, proposal: proposal) ?? childSize.width,
                      height: length(.vertical, proposal: proposal) ?? childSize.height)
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        return (child.alignedOrigin(in: size, alignment: alignment, proposal: childProposal), childProposal)
    }
}
