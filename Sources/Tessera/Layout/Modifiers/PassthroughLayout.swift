import Foundation

/// A pass-through layout, for a wrapper node whose one child stands in its place: the child gets
/// the wrapper's proposal and position.
struct PassthroughLayout: UnaryLayout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
}
