import Foundation

extension StackLayoutAlgorithm {
    /// `arrangement` again after the child at `changed` changed its length across the axis
    /// only: its length along the axis at every proposal the stack made of it is the same
    /// (``MeasuredAnswers/holdAlong(_:for:)``), so the distribution along the axis — the
    /// flexibility order, every offer and every length taken — holds, and only the line-up
    /// across is done again (``lineUp(children:layoutDirection:scratch:)``). The result is the
    /// arrangement made from scratch, without measuring the other children again.
    ///
    /// `nil` when `scratch` doesn't hold this stack's facts about these children (then the
    /// stack arranges from scratch).
    ///
    /// - Complexity: O(n) in the number of children, one measurement of the changed one.
    @MainActor
    func rearrangedAcross(_ arrangement: Arrangement, changed: Int, children: [LayoutNode],
                          layoutDirection: LayoutDirection, scratch: StackScratch) -> Arrangement? {
        let count = children.count
        guard arrangement.placements.count == count, changed < count, !scratch.isInUse, scratch.factsAreValid,
              scratch.count == count, scratch.factsAxis == axis, scratch.factsSpacing == spacing else { return nil }
        let placement = arrangement.placements[changed]
        let size = children[changed].sizeThatFits(placement.proposal)
        guard size[axis] == placement.frame.size[axis] else { return nil }
        scratch.isInUse = true
        defer { scratch.isInUse = false }
        let entries = scratch.entries
        for index in 0..<count {
            entries[index].proposal = arrangement.placements[index].proposal
            entries[index].size = index == changed ? size : arrangement.placements[index].frame.size
        }
        // `children` is a parameter: it holds its nodes for the whole call.
        return lineUp(children: UnretainedNodes(children), layoutDirection: layoutDirection, scratch: scratch)
    }
}
