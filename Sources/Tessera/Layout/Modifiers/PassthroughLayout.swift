import Foundation

/// A pass-through layout, for a wrapper node whose one child stands in its place: the child gets
/// the wrapper's proposal and position.
struct PassthroughLayout: UnaryLayout, Equatable {
    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
}
