import Foundation

/// The layout of `frame(width:height:alignment:)`.
///
/// A specified dimension is proposed to the child and is the frame's size on that axis,
/// whatever the child chooses; a `nil` dimension passes the proposal through and takes the
/// child's size. The child is positioned inside the frame by `alignment`. Negative or
/// non-finite dimensions are invalid: they are reported (see ``FrameDimensionValidation``)
/// and treated as zero.
struct FixedFrameLayout: UnaryLayout, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = FrameDimensionValidation.validatedFinite(width)
        self.height = FrameDimensionValidation.validatedFinite(height)
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        return (child.alignedOrigin(in: size, alignment: alignment, proposal: childProposal), childProposal)
    }
}
