import Foundation

/// The layout of `aspectRatio(_:contentMode:)`.
///
/// The modifier computes the largest (`.fit`) or smallest (`.fill`) size with the given
/// width-to-height ratio that fits in (or covers) the proposal, proposes it to the child, and
/// is the child's size. A `nil` ratio uses the ratio of the child's ideal size. With one
/// proposed dimension unspecified, the other dimension and the ratio decide; with both
/// unspecified, the child's ideal width and the ratio decide.
///
/// `Rectangle().aspectRatio(0.5, contentMode: .fit)` proposed 100×50 is 25×50.
struct AspectRatioLayout: UnaryLayout, Equatable {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }

    private func ratio<Child: UnaryLayoutChild>(child: Child) -> CGFloat {
        if let aspectRatio, aspectRatio > 0, aspectRatio.isFinite { return aspectRatio }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.width > 0, ideal.height > 0 else { return 1 }
        return ideal.width / ideal.height
    }

    private func childProposal<Child: UnaryLayoutChild>(_ proposal: ProposedViewSize, child: Child) -> ProposedViewSize {
        let ratio = ratio(child: child)
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let widerThanRatio = height == 0 ? true : width / height > ratio
            let useHeight = contentMode == .fit ? widerThanRatio : !widerThanRatio
            return useHeight
                ? ProposedViewSize(width: height * ratio, height: height)
                : ProposedViewSize(width: width, height: width / ratio)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            let width = child.sizeThatFits(.unspecified).width
            return ProposedViewSize(width: width, height: width / ratio)
        }
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal, child: child)
        return (child.alignedOrigin(in: size, alignment: .center, proposal: childProposal), childProposal)
    }
}
