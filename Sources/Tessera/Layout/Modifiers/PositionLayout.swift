import Foundation

/// The layout of `position(_:)`/`position(x:y:)`: the modifier takes the whole proposal and
/// places the center of its child at `position` in its own coordinate space.
///
/// An unspecified proposal dimension becomes 10 points, as for shapes. The child is proposed
/// the modifier's proposal.
struct PositionLayout: UnaryLayout, Equatable {
    var position: CGPoint

    init(position: CGPoint) {
        self.position = position
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childSize = child.sizeThatFits(proposal)
        return (CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), proposal)
    }
}
