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
        /// Where each subview goes and the proposal it is placed with, in subview order.
        var placements: [Placement]

        init(size: CGSize, placements: [Placement]) {
            self.size = size
            self.placements = placements
        }

        /// `size` and a copy of the `count` placements at `placements`.
        init(_ size: CGSize, placements: UnsafeMutablePointer<Placement>, count: Int) {
            self.size = size
            self.placements = Array(UnsafeBufferPointer(start: placements, count: count))
        }
    }

    /// One subview's place in an arrangement.
    struct Placement {
        /// The subview's frame relative to the stack's top-leading corner.
        var frame: CGRect
        /// The proposal the subview is placed with.
        var proposal: ProposedViewSize
    }

    /// A container's memoized arrangement: the stack's size, and the slot of the container's
    /// ``StackScratch`` that holds the placements (``StackScratch/placements(_:)``).
    struct ArrangedSlot {
        var size: CGSize
        var slot: Int
    }

    /// What an arrangement depends on besides the subviews.
    struct Key: Hashable {
        var proposal: ProposedViewSize
        var axis: Axis
        var alignment: AlignmentKey
        var spacing: CGFloat?

        /// The proposal first (a node's arrangements differ in it, rarely in the rest), inlined
        /// into the cache's search.
        @inline(__always)
        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.proposal == rhs.proposal && lhs.axis == rhs.axis && lhs.alignment == rhs.alignment
                && lhs.spacing == rhs.spacing
        }
    }

    /// Arranges `subviews` for `proposal`.
    ///
    /// When the subviews are a container's own, the arrangement is memoized on the container
    /// node until its measurements are invalidated, so measuring, placing and reading
    /// alignment guides at one proposal arrange once; the work runs in the container's
    /// ``StackScratch`` and reads the child nodes directly.
    ///
    /// - Complexity: O(n log n) in the number of subviews the first time a cross-axis
    ///   proposal is seen (the flexibility order), O(n) after that; plus up to three
    ///   measurements of each subview (most of them cached by the engine).
    func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        onMainActor((self, proposal, subviews)) { algorithm, proposal, subviews in
            algorithm.arrangeOnMainActor(proposal: proposal, subviews: subviews)
        }
    }

    @MainActor
    private func arrangeOnMainActor(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        if subviews.isEmpty { return Arrangement(size: .zero, placements: []) }
        guard let container = subviews.container else {
            let children = subviews.map(\.node)
            let scratch = StackScratch()
            return withExtendedLifetime(scratch) {
                let arranged = arrange(proposal: proposal, children: children, layoutDirection: subviews.layoutDirection,
                                       scratch: scratch)
                return Arrangement(arranged.size, placements: scratch.placements(arranged.slot), count: children.count)
            }
        }
        return withArrangement(for: proposal, container: container) { size, placements in
            Arrangement(size, placements: placements, count: container.children.count)
        }
    }

    /// `body`'s result for the arrangement of `container`'s children for `proposal` (its size
    /// and its placements, one per child), memoized on the container. The placements are the
    /// container's until its next arrangement: read them in `body` only.
    @MainActor
    @inline(__always)
    func withArrangement<R>(for proposal: ProposedViewSize, container: LayoutNode,
                            _ body: (CGSize, UnsafeMutablePointer<Placement>) -> R) -> R {
        container.withArrangement(for: key(proposal), arrange: { scratch in
            arrange(proposal: proposal, nodes: container.childNodes, layoutDirection: container.layoutDirection,
                    scratch: scratch)
        }, body)
    }

    /// The size of the stack of `container`'s children for `proposal`.
    @MainActor
    func size(for proposal: ProposedViewSize, container: LayoutNode) -> CGSize {
        if !container.hasChildren { return .zero }
        return withArrangement(for: proposal, container: container) { size, _ in size }
    }

    private func key(_ proposal: ProposedViewSize) -> Key {
        Key(proposal: proposal, axis: axis, alignment: alignment, spacing: spacing)
    }

    /// Arranges `children` (at least one) for `proposal` in `scratch`, which no arrangement is
    /// using: the placements go to a slot it takes.
    @MainActor
    private func arrange(proposal: ProposedViewSize, children: [LayoutNode], layoutDirection: LayoutDirection,
                         scratch: StackScratch) -> ArrangedSlot {
        // `children` is a parameter: it holds its nodes for the whole call.
        arrange(proposal: proposal, nodes: UnretainedNodes(children), layoutDirection: layoutDirection, scratch: scratch)
    }

    /// ``arrange(proposal:children:layoutDirection:scratch:)`` for nodes that are held meanwhile.
    @MainActor
    private func arrange(proposal: ProposedViewSize, nodes: UnretainedNodes, layoutDirection: LayoutDirection,
                         scratch: StackScratch) -> ArrangedSlot {
        let count = nodes.count
        scratch.isInUse = true
        defer { scratch.isInUse = false }
        readFacts(of: nodes, into: scratch)
        let entries = scratch.entries
        let cross = proposal[axis.crossAxis]

        if let available = proposal[axis] {
            distribute(available, cross: cross, children: nodes, scratch: scratch)
        } else {
            for index in 0..<count {
                let childProposal = ProposedViewSize(main: nil, cross: cross, axis: axis)
                entries[index].proposal = childProposal
                entries[index].size = nodes.with(index) { $0.sizeThatFits(childProposal) }
            }
        }

        let slot = scratch.takeSlot()
        let size = lineUp(children: nodes, layoutDirection: layoutDirection, scratch: scratch,
                          into: scratch.placements(slot))
        return ArrangedSlot(size: size, slot: slot)
    }

    /// The arrangement of `children` from their proposals and sizes in `scratch`'s entries:
    /// lined up across the axis by their alignment guides, one after another along it. The
    /// placements are written to `placements`; the stack's size is returned.
    @MainActor
    func lineUp(children: UnretainedNodes, layoutDirection: LayoutDirection, scratch: StackScratch,
                into placements: UnsafeMutablePointer<Placement>) -> CGSize {
        let count = children.count
        let entries = scratch.entries
        let alignment = alignment
        let crossAxis = axis.crossAxis
        // Cross axis: line up the alignment guides, finding the largest extent before and after
        // them as they come (`max()`'s rule: the first of equals).
        var before: CGFloat = 0
        var after: CGFloat = 0
        for index in 0..<count {
            let entry = entries[index]
            let guide = children.with(index) { child in
                child.alignmentValue(alignment, in: entry.proposal, size: entry.size)
            }
            entries[index].guide = guide
            let trailing = entry.size[crossAxis] - guide
            if index == 0 {
                before = guide
                after = trailing
            } else {
                if before < guide { before = guide }
                if after < trailing { after = trailing }
            }
        }
        let crossLength = before + after

        let facts = scratch.facts
        var position: CGFloat = 0
        for index in 0..<count {
            let entry = entries[index]
            if index > 0 { position += facts[index].gap }
            let crossOrigin = before - entry.guide
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossOrigin)
                : CGPoint(x: crossOrigin, y: position)
            placements[index] = Placement(frame: CGRect(origin: origin, size: entry.size), proposal: entry.proposal)
            position += entry.size[axis]
        }
        let size = CGSize(main: position, cross: crossLength, axis: axis)
        if axis == .horizontal && layoutDirection == .rightToLeft {
            for index in 0..<count {
                let frame = placements[index].frame
                placements[index].frame = CGRect(x: size.width - frame.maxX, y: frame.minY,
                                                 width: frame.width, height: frame.height)
            }
        }
        return size
    }

    /// Reads the children's priorities, spacer flags and spacing into `scratch`, unless it
    /// already holds them for these children, this axis and this spacing.
    @MainActor
    private func readFacts(of children: UnretainedNodes, into scratch: StackScratch) {
        let count = children.count
        if scratch.factsAreValid && scratch.count == count && scratch.factsAxis == axis
            && scratch.factsSpacing == spacing {
            return
        }
        scratch.reserve(count)
        scratch.invalidate()
        let facts = scratch.facts
        var previous = ViewSpacing.zero
        var totalSpacing: CGFloat = 0
        var hasOnePriority = true
        var hasSpacers = false
        var firstPriority: Double = 0
        for index in 0..<count {
            // One visit per child: what a stack reads of it, in the order it always did.
            let traits = children.with(index) { $0.stackTraits }
            var gap: CGFloat = 0
            if index == 0 {
                firstPriority = traits.priority
            } else {
                gap = spacing ?? previous.distance(to: traits.spacing, along: axis)
                totalSpacing += gap
            }
            previous = traits.spacing
            if traits.priority != firstPriority { hasOnePriority = false }
            if traits.isSpacer { hasSpacers = true }
            facts[index] = StackScratch.Facts(priority: traits.priority, isSpacer: traits.isSpacer, gap: gap)
        }
        scratch.count = count
        scratch.totalSpacing = totalSpacing
        scratch.hasOnePriority = hasOnePriority
        scratch.hasSpacers = hasSpacers
        scratch.factsAxis = axis
        scratch.factsSpacing = spacing
        scratch.factsAreValid = true
    }

    /// Shares `available` out along the axis (the rules on the type), writing each child's
    /// proposal and size into the scratch entries.
    @MainActor
    private func distribute(_ available: CGFloat, cross: CGFloat?, children: UnretainedNodes, scratch: StackScratch) {
        let count = children.count
        let entries = scratch.entries
        let facts = scratch.facts
        let order = scratch.order
        let knowsOrder = scratch.orderIsValid && scratch.orderCross == cross
        // Minimums are needed to sort, to reserve room for lower priorities and for spacers.
        // A single child shares with no one: it is offered the whole length whatever its
        // minimum and maximum, so it isn't probed for them.
        let sharesLength = count > 1
        if sharesLength && (!knowsOrder || !scratch.hasOnePriority || scratch.hasSpacers) {
            let minimumProposal = ProposedViewSize(main: 0, cross: cross, axis: axis)
            for index in 0..<count {
                entries[index].minimum = children.with(index) { $0.sizeThatFits(minimumProposal) }[axis]
            }
        }
        if !knowsOrder && !sharesLength {
            order[0] = 0
            scratch.orderCross = cross
            scratch.orderIsValid = true
        } else if !knowsOrder {
            let maximumProposal = ProposedViewSize(main: .infinity, cross: cross, axis: axis)
            for index in 0..<count {
                entries[index].maximum = children.with(index) { $0.sizeThatFits(maximumProposal) }[axis]
                order[index] = index
            }
            Self.sortByFlexibility(order, count: count, facts: facts, entries: entries)
            scratch.orderCross = cross
            scratch.orderIsValid = true
        }

        var remaining = available - scratch.totalSpacing
        // The order holds the priority groups one after another, highest first.
        var groupStart = 0
        while groupStart < count {
            let priority = facts[order[groupStart]].priority
            var groupEnd = groupStart + 1
            while groupEnd < count && facts[order[groupEnd]].priority == priority { groupEnd += 1 }
            // Room for every lower-priority child's minimum, added up in child order.
            var reserved: CGFloat = 0
            if !scratch.hasOnePriority {
                for index in 0..<count where facts[index].priority < priority { reserved += entries[index].minimum }
            }
            var groupRemaining = remaining - reserved
            var left = groupEnd - groupStart
            // Spacers come last and take what the others leave: the others share the
            // length minus the spacers' minimums.
            var spacersLeft = 0
            var spacerMinimums: CGFloat = 0
            if scratch.hasSpacers {
                for position in groupStart..<groupEnd where facts[order[position]].isSpacer {
                    spacersLeft += 1
                    spacerMinimums += entries[order[position]].minimum
                }
            }
            for position in groupStart..<groupEnd {
                let index = order[position]
                let offer: CGFloat
                if facts[index].isSpacer {
                    offer = Swift.max(0, groupRemaining / CGFloat(left))
                    spacersLeft -= 1
                    spacerMinimums -= entries[index].minimum
                } else {
                    offer = Swift.max(0, (groupRemaining - spacerMinimums) / CGFloat(left - spacersLeft))
                }
                let childProposal = ProposedViewSize(main: offer, cross: cross, axis: axis)
                let size = children.with(index) { $0.sizeThatFits(childProposal) }
                entries[index].proposal = childProposal
                entries[index].size = size
                groupRemaining -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
            groupStart = groupEnd
        }
    }

    /// Sorts the first `count` child indices at `order`: priority (highest first), then
    /// non-spacers before spacers, then flexibility (least first), then index.
    ///
    /// Nonisolated: a comparator made on the main actor would check the executor on every call.
    ///
    /// - Complexity: O(n log n).
    private nonisolated static func sortByFlexibility(_ order: UnsafeMutablePointer<Int>, count: Int,
                                                      facts: UnsafeMutablePointer<StackScratch.Facts>,
                                                      entries: UnsafeMutablePointer<StackScratch.Entry>) {
        var sorted = UnsafeMutableBufferPointer(start: order, count: count)
        sorted.sort { lhs, rhs in
            let lhsFacts = facts[lhs], rhsFacts = facts[rhs]
            if lhsFacts.priority != rhsFacts.priority { return lhsFacts.priority > rhsFacts.priority }
            if lhsFacts.isSpacer != rhsFacts.isSpacer { return !lhsFacts.isSpacer }
            let lhsFlex = entries[lhs].maximum - entries[lhs].minimum
            let rhsFlex = entries[rhs].maximum - entries[rhs].minimum
            if lhsFlex != rhsFlex { return lhsFlex < rhsFlex }
            return lhs < rhs
        }
    }

    /// Places `subviews` in `bounds` by the arrangement for `proposal`.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        // The container's own children: placed by the node's own path.
        let placedOwnChildren = onMainActor((self, bounds, proposal, subviews)) { algorithm, bounds, proposal, subviews in
            guard let container = subviews.container else { return false }
            algorithm.place(in: bounds, proposal: proposal, container: container)
            return true
        }
        if placedOwnChildren { return }
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (offset, subview) in subviews.enumerated() {
            let placement = arrangement.placements[offset]
            subview.place(at: CGPoint(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                          anchor: .topLeading, proposal: placement.proposal)
        }
    }

    /// Places `container`'s children in `bounds` by the arrangement for `proposal`: each
    /// one's size for its proposal is in the arrangement (which measured it), so it isn't
    /// asked again.
    @MainActor
    func place(in bounds: CGRect, proposal: ProposedViewSize, container: LayoutNode) {
        // Placing a child runs its placement callbacks, which may change the tree: the array
        // (and with it every child) is held until the last is placed, so `nodes` stays valid
        // even if a callback replaces the container's children.
        let children = container.children
        let nodes = container.childNodes
        if nodes.count == 0 { return }
        withArrangement(for: proposal, container: container) { _, placements in
            // A copy: a callback may change the container's arrangements (their slots) before
            // the last child is placed.
            Self.withTemporaryPlacements(count: nodes.count) { copy in
                let base = copy.baseAddress.unsafelyUnwrapped
                base.initialize(from: placements, count: nodes.count)
                place(nodes, in: bounds, by: base)
            }
        }
        _fixLifetime(children)  // not `withExtendedLifetime`: its closure checks the executor
    }

    /// Temporary storage for `count` placements (on the stack when small). An in-module
    /// function: a closure literal handed from main-actor code to the standard library's
    /// `withUnsafeTemporaryAllocation` checks the executor on every call.
    @inline(__always)
    private static func withTemporaryPlacements<R>(count: Int, _ body: (UnsafeMutableBufferPointer<Placement>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Placement.self, capacity: count, body)
    }

    /// Places `nodes` (a container's ``LayoutNode/childNodes``) by `placements`.
    @MainActor
    private func place(_ nodes: UnretainedNodes, in bounds: CGRect, by placements: UnsafeMutablePointer<Placement>) {
        for index in 0..<nodes.count {
            let placement = placements[index]
            nodes.with(index) { child in
                child.didPlace(at: CGPoint(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                               measuredSize: placement.frame.size, proposal: placement.proposal)
            }
        }
    }

    /// The stack's explicit value for `key`: the subviews' explicit values, moved to their
    /// positions and merged (first baseline: the topmost; last baseline: the bottommost;
    /// other guides: the average).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews) -> CGFloat? {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        let values: [CGFloat?] = subviews.enumerated().map { offset, subview in
            let placement = arrangement.placements[offset]
            return Self.explicitValue(key, of: subview.dimensions(in: placement.proposal), at: placement.frame, in: bounds)
        }
        return key.combineExplicit(values)
    }

    /// ``explicitAlignment(_:in:proposal:subviews:)`` for `container`'s own children.
    @MainActor
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           container: LayoutNode) -> CGFloat? {
        let children = container.children
        if children.isEmpty { return nil }
        let values: [CGFloat?] = withArrangement(for: proposal, container: container) { _, placements in
            children.enumerated().map { offset, child in
                let placement = placements[offset]
                return Self.explicitValue(key, of: child.dimensions(in: placement.proposal), at: placement.frame,
                                          in: bounds)
            }
        }
        return key.combineExplicit(values)
    }

    /// A child's explicit value for `key`, moved from its frame to `bounds`' coordinates.
    private static func explicitValue(_ key: AlignmentKey, of dimensions: ViewDimensions, at frame: CGRect,
                                      in bounds: CGRect) -> CGFloat? {
        guard let value = dimensions.explicitSource?.value(for: key) else { return nil }
        return key.axis == .horizontal ? bounds.minX + frame.minX + value : bounds.minY + frame.minY + value
    }

    /// The stack's spacing preferences: the first subview's on the leading side of the axis,
    /// the last subview's on the trailing side, every subview's across.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var result = ViewSpacing.zero
        result.formUnion(first.spacing, edges: edges.start)
        result.formUnion(last.spacing, edges: edges.end)
        for subview in subviews {
            result.formUnion(subview.spacing, edges: edges.cross)
        }
        return result
    }

    /// ``spacing(subviews:)`` for `container`'s own children.
    @MainActor
    func spacing(container: LayoutNode) -> ViewSpacing {
        let nodes = container.childNodes
        guard nodes.count > 0 else { return .zero }
        let edges = edges
        var result = ViewSpacing.zero
        result.formUnion(nodes.with(0) { $0.resolvedSpacing }, edges: edges.start)
        result.formUnion(nodes.with(nodes.count - 1) { $0.resolvedSpacing }, edges: edges.end)
        for index in 0..<nodes.count {
            result.formUnion(nodes.with(index) { $0.resolvedSpacing }, edges: edges.cross)
        }
        return result
    }

    /// The edges of the stack's start and end along its axis, and across it.
    private var edges: (start: Edge.Set, end: Edge.Set, cross: Edge.Set) {
        axis == .horizontal ? (.leading, .trailing, .vertical) : (.top, .bottom, .horizontal)
    }
}
