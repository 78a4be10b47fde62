import Foundation

/// The working storage of ``StackLayoutAlgorithm`` for one container node, reused by every
/// arrangement of that node so that arranging allocates nothing but its result.
///
/// Invariants:
/// - `entries` and `order` hold at least `count` elements, every placement slot `capacity`; their contents are meaningful only
///   within one arrangement, except the per-child facts below.
/// - **Facts** (each child's priority, whether it is a spacer, the spacing before it) describe
///   the node's current children while `factsAreValid`; the node clears it with its
///   measurements (``invalidate()``), which every change of a child's traits or of the child
///   list does.
/// - **Order.** `order` lists the children by priority (highest first), then non-spacers before
///   spacers, then flexibility (maximum − minimum length, least first), then index, for the
///   cross proposal `orderCross` while `orderIsValid`. The children's minimum and maximum
///   lengths at one cross proposal are cached measurements, so the order holds until the
///   measurements are invalidated.
/// - `isInUse` is set while an arrangement runs; a nested arrangement of the same node (which
///   the engine never asks for) gets a fresh scratch instead of overwriting this one.
///
/// Not `Sendable`: it belongs to one ``LayoutNode`` and is only touched on the main actor.
final class StackScratch {
    /// What the algorithm works out for one child during one arrangement.
    struct Entry {
        /// The child's length along the axis proposed 0.
        var minimum: CGFloat = 0
        /// The child's length along the axis proposed ∞ (read only when sorting).
        var maximum: CGFloat = 0
        /// The proposal the child is placed with.
        var proposal: ProposedViewSize = .unspecified
        /// The child's size for `proposal`.
        var size: CGSize = .zero
        /// The child's alignment guide for `proposal`.
        var guide: CGFloat = 0
    }

    /// A child's traits that don't depend on the proposal.
    struct Facts {
        var priority: Double = 0
        var isSpacer = false
        /// The spacing before this child (0 for the first).
        var gap: CGFloat = 0
    }

    private(set) var capacity = 0
    // The three arrays and the first placement slots live in one block from `malloc` (see
    // `reserve`): one allocation, not four, and not the aligned kind
    // `UnsafeMutablePointer.allocate` makes (`posix_memalign`).
    private(set) var entries = UnsafeMutablePointer<Entry>(bitPattern: MemoryLayout<Entry>.alignment)!
    private(set) var facts = UnsafeMutablePointer<Facts>(bitPattern: MemoryLayout<Facts>.alignment)!
    private(set) var order = UnsafeMutablePointer<Int>(bitPattern: MemoryLayout<Int>.alignment)!
    /// The block holding the three arrays and the first ``blockSlots`` placement slots (`nil`
    /// until the first `reserve`).
    private var block: UnsafeMutableRawPointer?

    // Placement slots: each cached arrangement's placements, `capacity` of them per slot, in
    // the slot its arrangement took (``takeSlot()``). The first ``blockSlots`` are in `block`
    // (most stacks are arranged for no more proposals than that), the rest in `overflow`.
    // Placements are plain values: a slot is written before it is read, never initialized.
    private static var blockSlots: Int { 3 }
    private var blockPlacements = UnsafeMutablePointer<StackLayoutAlgorithm.Placement>(
        bitPattern: MemoryLayout<StackLayoutAlgorithm.Placement>.alignment)!
    private var overflow: UnsafeMutableRawPointer?
    private var overflowSlots = 0
    /// The number of slots taken since the arrangements were last cleared.
    private var slotCount = 0

    /// Whether `facts` (and the summaries below) describe the current children.
    var factsAreValid = false
    /// The number of children the facts describe.
    var count = 0
    /// The stack axis the facts were read for.
    var factsAxis: Axis = .horizontal
    /// The explicit spacing the facts were read with.
    var factsSpacing: CGFloat?
    /// The sum of the gaps, added up in child order.
    var totalSpacing: CGFloat = 0
    /// Whether every child has the same priority.
    var hasOnePriority = true
    /// Whether some child is a spacer.
    var hasSpacers = false

    /// Whether `order` is the flexibility order for `orderCross`.
    var orderIsValid = false
    /// The cross-axis proposal the order was found for.
    var orderCross: CGFloat?

    /// Set while an arrangement uses this scratch.
    var isInUse = false

    /// The node's stack arrangements of its children, by proposal and stack parameters: one
    /// arrangement serves the stack's size, its placement and its alignment guides. Kept
    /// here, not on every node, so that only stacks carry the cache. The placements are in
    /// this scratch's slots, so an entry is two plain values (nothing to retain or allocate).
    ///
    /// Unchecked exclusivity: read and written around each arrangement; updated in place only
    /// by the node's across-the-axis rearrangement, which doesn't read it meanwhile.
    @exclusivity(unchecked) var arrangements = InlineProposalCache<StackLayoutAlgorithm.Key, StackLayoutAlgorithm.ArrangedSlot>()

    init() {}

    deinit {
        free(block)
        free(overflow)
    }

    /// The placements of `slot`: ``capacity`` of them, the first ``count`` meaningful.
    @inline(__always)
    func placements(_ slot: Int) -> UnsafeMutablePointer<StackLayoutAlgorithm.Placement> {
        if slot < Self.blockSlots { return blockPlacements + slot * capacity }
        return overflow.unsafelyUnwrapped.assumingMemoryBound(to: StackLayoutAlgorithm.Placement.self)
            + (slot - Self.blockSlots) * capacity
    }

    /// A slot for a new arrangement's placements (after ``reserve(_:)`` for its children),
    /// valid until the arrangements are cleared.
    func takeSlot() -> Int {
        let slot = slotCount
        let overflowNeeded = slot - Self.blockSlots + 1
        if overflowNeeded > overflowSlots {
            let slots = Swift.max(overflowNeeded, overflowSlots * 2, 2)
            // Placements are plain values: `realloc` moves them.
            guard let grown = realloc(overflow, slots * capacity * MemoryLayout<StackLayoutAlgorithm.Placement>.stride)
            else { fatalError("StackScratch: out of memory for \(slots) arrangements") }
            overflow = grown
            _ = grown.bindMemory(to: StackLayoutAlgorithm.Placement.self, capacity: slots * capacity)
            overflowSlots = slots
        }
        slotCount += 1
        return slot
    }

    /// Makes room for `count` children, forgetting the facts when it has to grow.
    ///
    /// The first call sizes the storage for exactly `count` (a node's children rarely change
    /// in number); later growth at least doubles it.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let newCapacity = capacity == 0 ? count : Swift.max(count, capacity * 2)
        // Entries, then facts, then the order, then the placement slots; every stride is a multiple of the next
        // type's alignment (8), and `malloc` aligns the block for any of them.
        let entryBytes = MemoryLayout<Entry>.stride * newCapacity
        let factBytes = MemoryLayout<Facts>.stride * newCapacity
        let orderBytes = MemoryLayout<Int>.stride * newCapacity
        let placementBytes = MemoryLayout<StackLayoutAlgorithm.Placement>.stride * newCapacity * Self.blockSlots
        if let block { free(block) }
        // Every slot has room for `capacity` placements: the cached ones are forgotten.
        if let overflow {
            free(overflow)
            self.overflow = nil
            overflowSlots = 0
        }
        slotCount = 0
        if !arrangements.isEmpty { arrangements.removeAll() }
        guard let made = malloc(entryBytes + factBytes + orderBytes + placementBytes) else {
            fatalError("StackScratch: out of memory for \(newCapacity) children")
        }
        block = made
        entries = made.bindMemory(to: Entry.self, capacity: newCapacity)
        entries.initialize(repeating: Entry(), count: newCapacity)
        facts = (made + entryBytes).bindMemory(to: Facts.self, capacity: newCapacity)
        facts.initialize(repeating: Facts(), count: newCapacity)
        order = (made + entryBytes + factBytes).bindMemory(to: Int.self, capacity: newCapacity)
        order.initialize(repeating: 0, count: newCapacity)
        blockPlacements = (made + entryBytes + factBytes + orderBytes)
            .bindMemory(to: StackLayoutAlgorithm.Placement.self, capacity: newCapacity * Self.blockSlots)
        capacity = newCapacity
        invalidate()
    }

    /// Forgets the arrangements, the facts and the order (the node's measurements were cleared).
    func invalidateWithArrangements() {
        if !arrangements.isEmpty { arrangements.removeAll() }
        slotCount = 0
        invalidate()
    }

    /// Forgets the facts and the order (the children or their traits changed).
    func invalidate() {
        factsAreValid = false
        orderIsValid = false
    }
}
