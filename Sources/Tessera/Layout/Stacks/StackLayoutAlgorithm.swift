import Foundation

/// The distribution algorithm that `HStackLayout` and `VStackLayout` share.
///
/// Along the stack's axis:
/// 1. The spacing between neighbours is the stack's explicit `spacing`, or the neighbours'
///    ``ViewSpacing`` distance (8 between ordinary views, 0 next to a `Spacer`).
/// 2. With an unspecified proposal every child is proposed `nil` (its ideal length).
/// 3. Otherwise the length left after spacing is shared out. Children are grouped by layout
///    priority, highest first; a group is offered the remaining length minus the minimum
///    lengths of all lower-priority children. Within a group, children are visited from
///    least to most flexible (flexibility = length proposed ∞ minus length proposed 0), with
///    spacers after every other child; each is offered the group's remaining length divided
///    by the number of children still to visit, and what it takes is subtracted — except that
///    spacers don't count among the children sharing the length: the others share it minus
///    the spacers' minimum lengths (`HStack { Text(long); Spacer() }` wraps the text at the
///    full width less the spacer's minimum, not at half of it).
///
/// Across the axis every child is proposed the stack's proposal, and the children are lined
/// up by `alignment`; the stack's cross length spans the aligned children.
///
/// `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100); Rectangle().frame(minWidth: 100) }`
/// proposed 150 wide: the first child (flexibility 100) is offered 75 and takes 75, the
/// second (flexibility ∞) is offered 75 and takes 100 — the stack is 175 wide and
/// overflows its 150-point frame.
struct StackLayoutAlgorithm {
    /// The stack's axis.
    var axis: Axis
    /// The cross-axis alignment guide.
    var alignment: AlignmentKey
    /// The explicit spacing, or `nil` for the subviews' preferences.
    var spacing: CGFloat?

    /// The result of arranging the subviews for one proposal.
    struct Arrangement {
        /// The stack's size.
        var size: CGSize
        /// Each subview's frame relative to the stack's top-leading corner.
        var frames: [CGRect]
        /// The proposal each subview is placed with.
        var proposals: [ProposedViewSize]
    }

    /// What an arrangement depends on besides the subviews.
    struct Key: Hashable {
        var proposal: ProposedViewSize
        var axis: Axis
        var alignment: AlignmentKey
        var spacing: CGFloat?
    }

    /// The spacing before each subview after the first.
    func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        let preferences = subviews.map(\.spacing)
        return (1..<preferences.count).map { index in
            spacing ?? preferences[index - 1].distance(to: preferences[index], along: axis)
        }
    }

    /// Arranges `subviews` for `proposal`.
    ///
    /// When the subviews are a container's own, the arrangement is memoized on the container
    /// node until its measurements are invalidated, so measuring, placing and reading
    /// alignment guides at one proposal arrange once.
    ///
    /// - Complexity: O(n log n) in the number of subviews, plus up to three measurements of
    ///   each (most of them cached by the engine).
    func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        guard let container = subviews.container else { return computeArrangement(proposal: proposal, subviews: subviews) }
        return onMainActor {
            container.arrangement(for: Key(proposal: proposal, axis: axis, alignment: alignment, spacing: spacing)) {
                computeArrangement(proposal: proposal, subviews: subviews)
            }
        }
    }

    private func computeArrangement(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let count = subviews.count
        guard count > 0 else { return Arrangement(size: .zero, frames: [], proposals: []) }
        let items = Array(subviews)
        let gaps = spacings(subviews)
        let totalSpacing = gaps.reduce(0, +)
        let cross = proposal[axis.crossAxis]

        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var lengths = [CGFloat](repeating: 0, count: count)

        if let available = proposal[axis] {
            let minimums = items.map { $0.sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis))[axis] }
            let maximums = items.map { $0.sizeThatFits(ProposedViewSize(main: .infinity, cross: cross, axis: axis))[axis] }
            let priorities = items.map(\.priority)
            let spacers = items.map(\.isSpacer)
            // Mostly every subview has the same priority: one group, no set to build.
            let groups = priorities.allSatisfy({ $0 == priorities[0] }) ? [priorities[0]] : Set(priorities).sorted(by: >)
            var remaining = available - totalSpacing
            for priority in groups {
                let members = items.indices.filter { priorities[$0] == priority }
                let reserved = items.indices.reduce(CGFloat(0)) { sum, index in
                    priorities[index] < priority ? sum + minimums[index] : sum
                }
                let ordered = members.sorted { lhs, rhs in
                    if spacers[lhs] != spacers[rhs] { return !spacers[lhs] }
                    let lhsFlex = maximums[lhs] - minimums[lhs]
                    let rhsFlex = maximums[rhs] - minimums[rhs]
                    if lhsFlex != rhsFlex { return lhsFlex < rhsFlex }
                    return lhs < rhs
                }
                var groupRemaining = remaining - reserved
                var left = ordered.count
                // Spacers come last and take what the others leave: the others share the
                // length minus the spacers' minimums.
                var spacersLeft = ordered.count(where: { spacers[$0] })
                var spacerMinimums = ordered.reduce(CGFloat(0)) { spacers[$1] ? $0 + minimums[$1] : $0 }
                for index in ordered {
                    let offer: CGFloat
                    if spacers[index] {
                        offer = Swift.max(0, groupRemaining / CGFloat(left))
                        spacersLeft -= 1
                        spacerMinimums -= minimums[index]
                    } else {
                        offer = Swift.max(0, (groupRemaining - spacerMinimums) / CGFloat(left - spacersLeft))
                    }
                    let childProposal = ProposedViewSize(main: offer, cross: cross, axis: axis)
                    let length = items[index].sizeThatFits(childProposal)[axis]
                    proposals[index] = childProposal
                    lengths[index] = length
                    groupRemaining -= length
                    remaining -= length
                    left -= 1
                }
            }
        } else {
            for index in items.indices {
                proposals[index] = ProposedViewSize(main: nil, cross: cross, axis: axis)
                lengths[index] = items[index].sizeThatFits(proposals[index])[axis]
            }
        }

        // Cross axis: line up the alignment guides.
        let dimensions = items.indices.map { items[$0].dimensions(in: proposals[$0]) }
        let guides = dimensions.map { $0[alignment] }
        let crossLengths = dimensions.map { $0.size[axis.crossAxis] }
        let before = guides.max() ?? 0
        let after = zip(guides, crossLengths).map { guide, length in length - guide }.max() ?? 0
        let crossLength = before + after

        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var position: CGFloat = 0
        for index in items.indices {
            if index > 0 { position += gaps[index - 1] }
            let crossOrigin = before - guides[index]
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossOrigin)
                : CGPoint(x: crossOrigin, y: position)
            frames.append(CGRect(origin: origin, size: dimensions[index].size))
            position += lengths[index]
        }
        let size = CGSize(main: position, cross: crossLength, axis: axis)
        if axis == .horizontal && subviews.layoutDirection == .rightToLeft {
            frames = frames.map { frame in
                CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        return Arrangement(size: size, frames: frames, proposals: proposals)
    }

    /// Places `subviews` in `bounds` by the arrangement for `proposal`.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (offset, subview) in subviews.enumerated() {
            let frame = arrangement.frames[offset]
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          anchor: .topLeading, proposal: arrangement.proposals[offset])
        }
    }

    /// The stack's explicit value for `key`: the subviews' explicit values, moved to their
    /// positions and merged (first baseline: the topmost; last baseline: the bottommost;
    /// other guides: the average).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews) -> CGFloat? {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        let values: [CGFloat?] = subviews.enumerated().map { offset, subview in
            let dimensions = subview.dimensions(in: arrangement.proposals[offset])
            guard let value = dimensions.explicitSource?.value(for: key) else { return nil }
            let frame = arrangement.frames[offset]
            return key.axis == .horizontal ? bounds.minX + frame.minX + value : bounds.minY + frame.minY + value
        }
        return key.combineExplicit(values)
    }

    /// The stack's spacing preferences: the first subview's on the leading side of the axis,
    /// the last subview's on the trailing side, every subview's across.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let (startEdge, endEdge, crossEdges): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.leading, .trailing, .vertical)
            : (.top, .bottom, .horizontal)
        var result = ViewSpacing.zero
        result.formUnion(first.spacing, edges: startEdge)
        result.formUnion(last.spacing, edges: endEdge)
        for subview in subviews {
            result.formUnion(subview.spacing, edges: crossEdges)
        }
        return result
    }
}
