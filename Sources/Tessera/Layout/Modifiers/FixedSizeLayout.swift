import Foundation

/// The layout of `fixedSize(horizontal:vertical:)`: the child is proposed `nil` (its ideal
/// size) along the fixed axes and the proposal along the others, and the modifier is the
/// child's size.
struct FixedSizeLayout: UnaryLayout, Equatable {
    var horizontal: Bool
    var vertical: Bool

    init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        return (child.alignedOrigin(in: size, alignment: .center, proposal: childProposal), childProposal)
    }
}
