import Foundation

extension StackLayoutAlgorithm {
    /// The arrangement in `arranged`'s slot again after the child at `changed` changed its length across the axis
    /// only: its length along the axis at every proposal the stack made of it is the same
    /// (``MeasuredAnswers/holdAlong(_:for:)``), so the distribution along the axis — the
    /// flexibility order, every offer and every length taken — holds, and only the line-up
    /// across is done again (``lineUp(children:layoutDirection:scratch:)``). The result is the
    /// arrangement made from scratch, without measuring the other children again; its
    /// placements replace the old ones in the slot.
    ///
    /// `nil` when `scratch` doesn't hold this stack's facts about these children (then the
    /// stack arranges from scratch).
    ///
    /// - Complexity: O(n) in the number of children, one measurement of the changed one.
    @MainActor
    func rearrangedAcross(_ arranged: ArrangedSlot, changed: Int, children: [LayoutNode],
                          layoutDirection: LayoutDirection, scratch: StackScratch) -> ArrangedSlot? {
        let count = children.count
        guard changed < count, !scratch.isInUse, scratch.factsAreValid,
              scratch.count == count, scratch.factsAxis == axis, scratch.factsSpacing == spacing else { return nil }
        let placements = scratch.placements(arranged.slot)
        let placement = placements[changed]
        let size = children[changed].sizeThatFits(placement.proposal)
        guard size[axis] == placement.frame.size[axis] else { return nil }
        scratch.isInUse = true
        defer { scratch.isInUse = false }
        let entries = scratch.entries
        for index in 0..<count {
            entries[index].proposal = placements[index].proposal
            entries[index].size = index == changed ? size : placements[index].frame.size
        }
        // `children` is a parameter: it holds its nodes for the whole call.
        let stackSize = lineUp(children: UnretainedNodes(children), layoutDirection: layoutDirection, scratch: scratch,
                               into: placements)
        return ArrangedSlot(size: stackSize, slot: arranged.slot)
    }
}
