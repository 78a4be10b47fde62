import Foundation

/// Measures and places a lazy stack's realized items (its layout children) along `axis`,
/// one item per line, at the positions of ``LazyContainerState``'s extents.
///
/// The stack takes the cross-axis length it is offered (as SwiftUI's lazy stacks do; its
/// widest realized item's without an offer) and the estimated total length of its lines.
/// Spacing is the given one, else the preferred distance between the first two realized
/// items, assumed for every pair.
struct LazyStackAlgorithm {
    var axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat?
    var state: LazyContainerState

    private func cross(of size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func along(of size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    private func crossProposal(_ proposal: ProposedViewSize) -> CGFloat? {
        axis == .vertical ? proposal.width : proposal.height
    }

    private func childProposal(cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    private func resolvedSpacing(_ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing }
        guard subviews.count >= 2 else { return ViewSpacing.defaultDistance }
        return subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let cross = crossProposal(proposal)
        let child = childProposal(cross: cross)
        var widest: CGFloat = 0
        let lengths = subviews.map { subview in
            let size = subview.sizeThatFits(child)
            widest = max(widest, self.cross(of: size))
            return along(of: size)
        }
        let total = onMainActor {
            state.record(lines: state.childItems, lengths: lengths, cross: cross, spacing: resolvedSpacing(subviews))
                .totalLength(lineCount: state.lineCount)
        }
        let crossLength = cross.map { $0.isFinite ? $0 : widest } ?? widest
        return axis == .vertical ? CGSize(width: crossLength, height: total) : CGSize(width: total, height: crossLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let cross = crossProposal(proposal)
        let child = childProposal(cross: cross)
        let (extents, items, pinned, first) = onMainActor {
            (state.extents(forCross: cross), state.childItems, state.pinnedOffsets, state.realizedLines.lowerBound)
        }
        let container = ViewDimensions(size: bounds.size)
        let line = container[alignment]
        for (offset, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: child)
            let item = offset < items.count ? items[offset] : first + offset
            let start = pinned[item] ?? extents.offset(ofLine: item)
            let crossPosition = line - dimensions[alignment]
            let origin = axis == .vertical
                ? CGPoint(x: bounds.minX + crossPosition, y: bounds.minY + start)
                : CGPoint(x: bounds.minX + start, y: bounds.minY + crossPosition)
            subview.place(at: origin, anchor: .topLeading, proposal: child)
        }
    }
}
