import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// On each axis independently:
/// - The child is proposed the frame's proposal clamped to `[min, max]` (a missing bound
///   doesn't clamp). When the frame's proposal is unspecified and there is an ideal value,
///   the ideal value (clamped) is proposed instead; otherwise the child is proposed `nil`.
/// - The frame's size starts as the child's size `c`. With a minimum, it becomes
///   `max(min, min(c, p))`; with a maximum, `min(max, max(c, p))`, where `p` is the
///   frame's proposal (or `c` when unspecified). So a frame with a maximum grows to the
///   proposal even when the child is smaller, and one with a minimum shrinks to the proposal
///   even when the child is larger — down to the bound.
/// - With an unspecified proposal and an ideal value, the frame's size is the ideal value
///   clamped to `[min, max]`.
/// - An axis with no constraint takes the child's size.
///
/// The child is positioned inside the frame by `alignment`. Negative, NaN (and, for minimum
/// and ideal, infinite) values and a maximum below the minimum are invalid: they are
/// clamped and reported (see ``FrameDimensionValidation``).
struct FlexibleFrameLayout: UnaryLayout, Equatable {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
         minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
         alignment: Alignment = .center) {
        let minWidth = FrameDimensionValidation.validatedFinite(minWidth)
        let minHeight = FrameDimensionValidation.validatedFinite(minHeight)
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.idealWidth = FrameDimensionValidation.validatedFinite(idealWidth)
        self.idealHeight = FrameDimensionValidation.validatedFinite(idealHeight)
        self.maxWidth = FrameDimensionValidation.validatedMaximum(maxWidth, minimum: minWidth)
        self.maxHeight = FrameDimensionValidation.validatedMaximum(maxHeight, minimum: minHeight)
        self.alignment = alignment
    }

    private struct AxisBounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func clamp(_ value: CGFloat) -> CGFloat {
            var value = value
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        var isUnconstrained: Bool { min == nil && ideal == nil && max == nil }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            if let proposed { return clamp(proposed) }
            return ideal.map(clamp)
        }

        func size(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            if isUnconstrained { return child }
            guard let proposed else {
                if let ideal { return clamp(ideal) }
                return clamp(child)
            }
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, proposed)) }
            if let max { result = Swift.min(max, Swift.max(result, proposed)) }
            return result
        }
    }

    private var horizontal: AxisBounds { AxisBounds(min: minWidth, ideal: idealWidth, max: maxWidth) }
    private var vertical: AxisBounds { AxisBounds(min: minHeight, ideal: idealHeight, max: maxHeight) }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.isUnconstrained ? proposal.width : horizontal.childProposal(proposal.width),
                         height: vertical.isUnconstrained ? proposal.height : vertical.childProposal(proposal.height))
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: horizontal.size(child: childSize.width, proposed: proposal.width),
                      height: vertical.size(child: childSize.height, proposed: proposal.height))
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        return (child.alignedOrigin(in: size, alignment: alignment, proposal: childProposal), childProposal)
    }
}
