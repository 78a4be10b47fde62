import Foundation

/// One node of the layout tree: a leaf with an intrinsic size, or a container that runs a
/// ``Layout`` over its children.
///
/// The view graph builds and updates this tree; the layout engine measures and places it.
///
/// Invariants:
/// - **Tree.** `parent` is weak and always the node whose `children` contains this node;
///   only ``replaceChildren(_:)`` changes either side.
/// - **One machinery.** A container's `content` is a ``Layout``; stacks, grids, frames,
///   padding and custom layouts all go through ``LayoutSubview``/``LayoutSubviews``. A leaf
///   measures itself with a ``LeafSizing``.
/// - **Measurement cache.** `sizeThatFits(_:)` and `dimensions(in:)` are memoized per
///   proposal. An entry stays valid until ``markNeedsLayout()`` runs on this node or on a
///   descendant; ``sizeThatFitsEvaluations`` counts only real (uncached) measurements.
/// - **Invalidation walks up** from the changed node through its ancestors, clearing their
///   caches, and stops early at a node that is already invalid, or at a node whose size
///   can't depend on its children (a `GeometryReader`). A node is *invalid*
///   (`hasPendingInvalidation`) from its invalidation until its parent next reads anything
///   from it — its size, dimensions, priority, layout values, spacing. So while a node is
///   invalid nothing has consumed its state since the invalidation that already reached its
///   consumers, and stopping there is safe.
/// - **Content changes are checked, not propagated** (``contentDidChange()``). When a node's
///   own content changes (a leaf's text, a container's layout value), only its caches are
///   cleared; its answers to its parent (``MeasuredAnswers``) are kept, and its ancestors are
///   marked to *check* (`needsCheck`) instead of clearing theirs. Before a node next answers
///   from its caches, it checks the children queued with it: a child that answers every
///   question its parent asked as before leaves the parent's caches (its arrangement) valid;
///   otherwise the parent clears its caches too and is in turn checked by its own parent. A
///   child is queued (and keeps its old answers) only while its parent has measurements that
///   depend on it; a hard invalidation of the parent drops the queue.
/// - **Context.** A leaf may depend on its enclosing stack's axis (`Spacer`, `Divider`):
///   attaching a measured node to a new parent, or changing a container's stack
///   orientation, invalidates the affected subtrees.
/// - **Traits pass through modifiers.** Layout priority, layout values and "is a spacer" are
///   read from the node itself, or, when unset and the node is a modifier
///   (``ForwardsChildTraits``), from its primary child — so `.layoutPriority(1).padding()`
///   and `.padding().layoutPriority(1)` mean the same.
/// - **Placement is skipped where it is current.** ``place(at:proposal:)`` on the root places
///   the tree using the cached measurements; a node placed again at the origin, size and
///   proposal it has, whose placement is current (`placementIsCurrent`), keeps its subtree's
///   frames without placing it again. Everything else placement reads clears that state
///   (``invalidatePlacement()``): a measurement cleared (which every change of a child, a
///   trait or a layout does), children replaced, a child's change under a layout whose size
///   doesn't depend on it, a scroll offset, and a node's `onPlacement` (a node with one is
///   never current: its callback runs on every placement). Clearing walks up and stops at a
///   node that is already not current: a node that isn't current has ancestors that aren't
///   either (hidden nodes aside, which are never skipped). Frames: ``globalFrame`` is in the root's coordinate
///   space; ``frame`` is relative to the parent's origin. A node that its parent's layout
///   doesn't place is centered in the parent with the parent's proposal; a node that a layout
///   hides (`ViewThatFits`' other children) has ``isPlaced`` `false` and an empty frame.
@MainActor
final class LayoutNode {
    /// What a node measures with.
    enum Content {
        case leaf(LeafSizing)
        case container(AnyLayoutBox)
    }

    // Unchecked exclusivity: read on every query; written only by the setters, which call
    // nothing that reads it while they write (`readContentFacts` runs after the store).
    @exclusivity(unchecked) private(set) var content: Content {
        didSet { readContentFacts() }
    }
    /// Facts about `content` read on every query of a parent (copying the content to look
    /// costs retains of its closures): whether it is a spacer leaf, whether it forwards its
    /// primary child's traits.
    private var isSpacerLeaf = false
    private var forwardsChildTraits = false
    /// How many first children the layout always places (``AnyLayoutBox/placedChildren``).
    private var layoutPlacedChildren = 0
    /// What a measurement calls, read from `content` once: copying a leaf's sizing out of the
    /// enum retains and releases every closure it holds, on every measurement.
    @exclusivity(unchecked) private var leafMeasure: (@MainActor (ProposedViewSize, LeafContext) -> CGSize)?
    @exclusivity(unchecked) private var containerBox: AnyLayoutBox? {
        didSet { containerBoxReference = containerBox.map(Unmanaged.passUnretained) }
    }
    /// `containerBox`, unretained for the calls that measure and place with it (`content` holds
    /// the box, and a measurement or placement never replaces this node's own layout).
    @exclusivity(unchecked) private var containerBoxReference: Unmanaged<AnyLayoutBox>?
    /// Whether `content` is a leaf (read without copying it out).
    var isLeaf: Bool { containerBox == nil }
    /// A leaf's spacing and explicit guides, read from `content` once (as `leafMeasure`).
    @exclusivity(unchecked) private var leafSpacing = ViewSpacing()
    @exclusivity(unchecked) private var leafExplicitGuides = ExplicitGuides.none

    private func readContentFacts() {
        switch content {
        case .leaf(let leaf):
            readLeafFacts(LeafFacts(of: leaf))
        case .container(let box):
            readContainerFacts(of: box)
        }
    }

    /// What a node reads from a leaf's sizing once (``readLeafFacts(_:)``).
    private struct LeafFacts {
        let isSpacer: Bool
        let measure: @MainActor (ProposedViewSize, LeafContext) -> CGSize
        let spacing: ViewSpacing
        let explicitGuides: ExplicitGuides

        init(of leaf: borrowing LeafSizing) {
            isSpacer = leaf.isSpacer
            measure = leaf.sizeThatFits
            spacing = leaf.spacing
            explicitGuides = leaf.explicitGuides
        }
    }

    /// Stores the facts of a leaf's sizing (the `.leaf` case of `readContentFacts`, also called
    /// by the initializer, which reads them from its parameter before moving it into `content`:
    /// reading them back from `content` copies the sizing out, a retain of everything it holds).
    private func readLeafFacts(_ facts: consuming LeafFacts) {
        isSpacerLeaf = facts.isSpacer
        forwardsChildTraits = false
        layoutPlacedChildren = 0
        leafMeasure = facts.measure
        leafSpacing = facts.spacing
        leafExplicitGuides = facts.explicitGuides
        containerBox = nil
    }

    /// The facts of a container's `box` (the `.container` case of `readContentFacts`, also
    /// called by the initializer, which sets `content` without running its observer).
    private func readContainerFacts(of box: AnyLayoutBox) {
        isSpacerLeaf = false
        forwardsChildTraits = box.forwardsTraits
        layoutPlacedChildren = box.placedChildren
        leafMeasure = nil
        leafSpacing = ViewSpacing()
        leafExplicitGuides = .none
        containerBox = box
    }

    /// Unchecked exclusivity: read on every arrangement and placement; written only by
    /// `replaceChildren` and `detach`, which call nothing that reads it while they write.
    @exclusivity(unchecked) private(set) var children: [LayoutNode] = [] {
        didSet {
            primaryChildReference = children.first.map(Unmanaged.passUnretained)
            childNodes = UnretainedNodes(children)
        }
    }
    /// `children`, read unretained (no retain of the array or of a node per read) by the
    /// layouts that measure and place them: valid until `children` next changes, which a
    /// measurement or placement of this node's children doesn't do.
    @exclusivity(unchecked) private(set) var childNodes = UnretainedNodes.none
    /// The first of `children`, unretained: `children` holds it (see ``withPrimaryChild(_:)``).
    @exclusivity(unchecked) private var primaryChildReference: Unmanaged<LayoutNode>?

    /// Whether the node has children (read without retaining `children`).
    var hasChildren: Bool { primaryChildReference != nil }

    /// `body`'s result for the first child, which isn't retained for the call (`children` holds
    /// it, and a measurement or placement doesn't change `children`); `nil` without children.
    @inline(__always)
    func withPrimaryChild<R>(_ body: (UnretainedChild) -> R) -> R? {
        guard let primaryChildReference else { return nil }
        return body(UnretainedChild(primaryChildReference))
    }
    /// The node whose `children` contains this node.
    ///
    /// Neither strong (a cycle) nor weak: a weak reference gives the parent a side table, and
    /// then every retain and release of it takes the runtime's slow path, and every load an
    /// atomic side-table operation. An unmanaged reference is safe by the tree invariant: a
    /// node is its children's parent while they are in its `children`, which it holds
    /// strongly, and a node going away clears the `parent` of those children that still name
    /// it (`deinit`), so a `parent` never outlives its node.
    private(set) var parent: LayoutNode? {
        get { parentReference?.takeUnretainedValue() }
        set { parentReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `nonisolated(unsafe)`: cleared from `deinit`, which is nonisolated.
    @exclusivity(unchecked) nonisolated(unsafe) private var parentReference: Unmanaged<LayoutNode>?

    deinit {
        // Read before `self` is used as a value (the deinit's isolation rules).
        let children = children
        let me = Unmanaged.passUnretained(self).toOpaque()
        for child in children where child.parentReference?.toOpaque() == me {
            child.parentReference = nil
        }
    }

    /// A label for debugging and test output (a view type's name is made when first asked).
    var debugLabel: String? {
        get { label ?? labelType.map(ViewTypeName.describe) }
        set { label = newValue }
    }
    private var label: String?
    private var labelType: Any.Type?

    /// The name given to this node's coordinate space (`.coordinateSpace(name:)`).
    var coordinateSpaceName: AnyHashable?

    // MARK: Traits

    // Unchecked exclusivity (as the measurement state below): read whenever a parent asks,
    // written only by the setters below, which call nothing that reads them while they write.
    @exclusivity(unchecked) private var explicitPriority: Double?
    // `Dictionary()`, not `[:]`: the literal calls a non-inlined initializer for every node made.
    @exclusivity(unchecked) private var layoutValues = [ObjectIdentifier: Any]()
    @exclusivity(unchecked) private var alignmentGuides = [AlignmentKey: (ViewDimensions) -> CGFloat]()

    /// Spacing preferences that replace the content's own.
    @exclusivity(unchecked) var spacingOverride: ViewSpacing? {
        didSet { parent?.childNeedsLayout() }
    }

    /// The layout direction this node's layout sees in ``LayoutSubviews/layoutDirection``.
    var layoutDirection: LayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            cachedSubviews = nil
            markNeedsLayout()
        }
    }

    /// The size that `containerRelativeFrame` measures against, for nodes that are
    /// containers for that purpose (a scroll view, a window's root).
    ///
    /// Setting a different value invalidates the whole subtree.
    var relativeFrameContainerSize: CGSize? {
        didSet {
            guard relativeFrameContainerSize != oldValue else { return }
            invalidateSubtree()
        }
    }

    /// Called after this node gets its frame and before its children are placed.
    ///
    /// The callback may replace this node's children (a `GeometryReader` re-evaluates its
    /// content with the new size); the new children are then placed in the same pass. A node
    /// with a callback is placed (and the callback called) on every placement pass that
    /// reaches it: its placement is never current.
    @exclusivity(unchecked) var onPlacement: ((LayoutNode) -> Void)? {
        didSet { invalidatePlacement() }
    }

    // MARK: Measurement state
    //
    // `@exclusivity(unchecked)`: these are read and written on every measurement, and each
    // access of a class's stored property otherwise runs a dynamic exclusivity check (about a
    // tenth of layout). No access to them overlaps another: every one is a plain read, a store
    // or one cache call that doesn't call out of the node.

    @exclusivity(unchecked) private var sizeCache = InlineProposalCache<ProposedViewSize, CGSize>()
    @exclusivity(unchecked) private var dimensionsCache = ProposalCache<ProposedViewSize, ViewDimensions>()
    /// Explicit alignment values by guide and proposal (`nil` values cached too).
    @exclusivity(unchecked) private var alignmentCache = ProposalCache<AlignmentQuery, CGFloat?>()
    /// The resolved spacing preferences (they depend on the content only).
    @exclusivity(unchecked) private var spacingCache: ViewSpacing?
    /// The guides that may have an explicit value in this subtree (see ``explicitGuides``).
    @exclusivity(unchecked) private var explicitGuidesCache: ExplicitGuides?
    /// The stack algorithm's working storage for this node's children and its arrangements
    /// (``StackScratch/arrangements``), made on first use: only stacks pay for them.
    @exclusivity(unchecked) private var stackScratchStorage: StackScratch?
    /// `stackScratchStorage`, unretained: read on every arrangement look-up.
    @exclusivity(unchecked) private var stackScratchReference: Unmanaged<StackScratch>?
    /// Whether a stack arrangement of this node's children is cached.
    private var hasArrangements: Bool {
        guard let stackScratchStorage else { return false }
        return !stackScratchStorage.arrangements.isEmpty
    }

    @exclusivity(unchecked) private var hasPendingInvalidation = false
    @exclusivity(unchecked) private var cachedSubviews: LayoutSubviews?
    /// The leaf's context (see ``leafContext``), cleared with the measurements.
    @exclusivity(unchecked) private var leafContextCache: LeafContext?

    /// Whether a child queued in `childrenToCheck` may have changed its answers.
    @exclusivity(unchecked) private var needsCheck = false
    /// Children whose content changed (or that have such descendants) since this node last
    /// measured with them, in the order they were queued.
    @exclusivity(unchecked) private var childrenToCheck: [LayoutNode] = []
    /// Whether this node is in its parent's `childrenToCheck`.
    @exclusivity(unchecked) private var isQueuedForCheck = false
    /// What this node answered its parent before its content changed (while queued there).
    @exclusivity(unchecked) private var previousAnswers: MeasuredAnswers?

    /// The number of real (uncached) `sizeThatFits` evaluations of this node.
    @exclusivity(unchecked) private(set) var sizeThatFitsEvaluations = 0
    /// The number of stack arrangements of this node's children computed (not cached).
    @exclusivity(unchecked) private(set) var arrangementEvaluations = 0
    /// How many of those were lined up again across the axis only (``checkChildren()``).
    @exclusivity(unchecked) private(set) var rearrangementsAcross = 0

    // MARK: Placement state
    //
    // Unchecked exclusivity: plain reads and stores during placement, none overlapping another.

    @exclusivity(unchecked) private var globalOrigin: CGPoint = .zero
    @exclusivity(unchecked) private var placedSize: CGSize = .zero

    /// The proposal this node was last placed with.
    @exclusivity(unchecked) private(set) var placementProposal: ProposedViewSize = .unspecified

    /// Whether the node was placed (visible) in the last placement pass.
    @exclusivity(unchecked) private(set) var isPlaced = false
    /// Whether placing this node again at its origin, size and proposal would place its
    /// subtree where it is: set when it is placed, cleared by ``invalidatePlacement()``.
    /// (Next to `isPlaced`: it takes no room of its own in the instance.)
    @exclusivity(unchecked) private var placementIsCurrent = false

    @exclusivity(unchecked) private var lastPlacementPass = 0
    @exclusivity(unchecked) private var currentPlacementPass = 0
    private static var placementPassCounter = 0

    // MARK: Creation

    /// Creates a leaf node.
    init(leaf: consuming LeafSizing, label: String? = nil, labelType: Any.Type? = nil) {
        // The initializer's stores don't run `content`'s observer: the facts are read from the
        // parameter first, which then moves into `content` (no copy of the sizing to destroy).
        let facts = LeafFacts(of: leaf)
        content = .leaf(leaf)
        self.label = label
        self.labelType = labelType
        readLeafFacts(facts)
    }

    /// Creates a container node that arranges `children` with `layout`.
    init<L: Layout>(layout: L, children: [LayoutNode] = [], label: String? = nil, labelType: Any.Type? = nil) {
        // The initializer's stores don't run `content`'s observer: the facts are read from the
        // box itself (reading them back from `content` copies it out).
        let box = LayoutBox(layout)
        content = .container(box)
        self.label = label
        self.labelType = labelType
        readContainerFacts(of: box)
        if !children.isEmpty { replaceChildren(children) }
    }

    /// Creates a container node from an existential layout.
    convenience init(anyLayout layout: any Layout, children: [LayoutNode] = [], label: String? = nil,
                     labelType: Any.Type? = nil) {
        self.init(layout: layout, children: children, label: label, labelType: labelType)
    }

    // MARK: Updating

    /// Replaces the node's leaf sizing.
    ///
    /// When both the old and the new sizing carry an `identity` and they are equal, nothing
    /// changes; otherwise the node is invalidated.
    func setLeafSizing(_ leaf: LeafSizing) {
        if case .leaf(let old) = content, old.hasSameIdentity(as: leaf) {
            return
        }
        content = .leaf(leaf)
        contentDidChange()
    }

    /// Replaces the node's layout.
    ///
    /// An equal value of the same `Equatable` type changes nothing. A different value of the
    /// same type keeps the layout's cache and calls `updateCache`; a layout of another type
    /// gets a fresh cache.
    func setLayout<L: Layout>(_ layout: L) {
        let oldOrientation: Axis?
        var oldForwardsTraits = false
        var keptType = false
        if case .container(let box) = content {
            oldOrientation = box.stackOrientation
            oldForwardsTraits = box.forwardsTraits
            if let typed = box as? LayoutBox<L> {
                if layoutsAreEqual(typed.value, layout) { return }
                typed.replaceValue(layout)
                keptType = true
            } else {
                content = .container(LayoutBox(layout))
            }
        } else {
            oldOrientation = nil
            content = .container(LayoutBox(layout))
        }
        // The leaves below see the enclosing stack's axis through modifiers.
        if case .container(let box) = content,
           box.stackOrientation != oldOrientation || box.forwardsTraits != oldForwardsTraits {
            for child in children { child.invalidateSubtree() }
        }
        // A layout of another type may forward other traits; a parent may read the layout
        // itself (a grid its rows'): the parent measures again. Otherwise it checks the answers.
        if !keptType {
            markNeedsLayout()
        } else if case .container(let parentBox)? = parent?.content, parentBox.readsSubviewLayouts {
            markNeedsLayout()
        } else {
            contentDidChange()
        }
    }

    /// Replaces the node's layout with an existential one.
    func setAnyLayout(_ layout: any Layout) {
        setLayout(layout)
    }

    /// Replaces the node's children.
    ///
    /// Passing the same nodes in the same order changes nothing.
    ///
    /// - Complexity: O(children) comparisons; only the nodes between the unchanged first and
    ///   last children (one, when one row of a long list was replaced) are hashed or attached.
    func replaceChildren(_ newChildren: [LayoutNode]) {
        let oldCount = children.count, newCount = newChildren.count
        let common = Swift.min(oldCount, newCount)
        var prefix = 0
        while prefix < common && children[prefix] === newChildren[prefix] { prefix += 1 }
        if prefix == common && oldCount == newCount { return }
        var suffix = 0
        while suffix < common - prefix && children[oldCount - 1 - suffix] === newChildren[newCount - 1 - suffix] {
            suffix += 1
        }
        // A node appears once among the children, so the old nodes outside the changed middle
        // keep their places, and an old node of the middle stays only if it is in the new middle.
        let oldMiddle = children[prefix..<(oldCount - suffix)]
        let newMiddle = newChildren[prefix..<(newCount - suffix)]
        if oldMiddle.count == newMiddle.count, replaceCheckingAnswers(oldMiddle, with: newMiddle) {
            children = newChildren
            return
        }
        // A new node (the common case while a graph is built) has no old children to release.
        let kept = !oldMiddle.isEmpty && newMiddle.count > 8 ? Set(newMiddle.map(ObjectIdentifier.init)) : nil
        func isKept(_ node: LayoutNode) -> Bool {
            if let kept { return kept.contains(ObjectIdentifier(node)) }
            return newMiddle.contains { $0 === node }
        }
        for old in oldMiddle where !isKept(old) && old.parent === self {
            old.parent = nil
            // Out of the layout tree: not placed until a placement pass reaches it again (a
            // view node kept elsewhere — a picker's option not shown — mustn't keep its old
            // frame for hit testing and frame queries, which stop at an unplaced node).
            old.isPlaced = false
        }
        for child in newMiddle where child.parent !== self {
            child.parent?.detach(child)
            child.parent = self
            // A leaf's size can depend on the enclosing stack's axis (Spacer, Divider), so a
            // measured subtree that moves is measured again.
            if child.sizeThatFitsEvaluations > 0 { child.invalidateSubtree() }
        }
        children = newChildren
        childrenDidChange()
    }

    /// Makes this parentless node `parent`'s child ahead of the `replaceChildren` that hands it
    /// over, so that a size measured meanwhile is measured in place and kept when it joins (a
    /// lazy stack measures the rows it builds before handing them over). The caller hands it
    /// over in the same pass.
    func joinAhead(of parent: LayoutNode) {
        if self.parent == nil { self.parent = parent }
    }

    private func detach(_ child: LayoutNode) {
        children.removeAll { $0 === child }
        childrenDidChange()
    }

    /// Updates the layout's cache and invalidates measurements after the children changed —
    /// except for a layout whose size can't depend on its children.
    private func childrenDidChange() {
        invalidatePlacement()
        cachedSubviews = nil
        guard let box = containerBox else { return }
        box.subviewsDidChange()
        if !box.isSizeIndependentOfChildren { markNeedsLayout() }
    }

    /// The layout priority that the parent reads.
    ///
    /// A node without its own priority reports its primary child's when it is a modifier,
    /// and `0` otherwise.
    var layoutPriority: Double {
        get { resolvedLayoutPriority }
        set {
            guard explicitPriority != newValue else { return }
            explicitPriority = newValue
            parent?.childNeedsLayout()
        }
    }

    /// Sets a layout value that the parent's layout reads through `subview[K.self]`.
    func setLayoutValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) {
        layoutValues[ObjectIdentifier(key)] = value
        parent?.childNeedsLayout()
    }

    /// Removes a layout value set with ``setLayoutValue(_:for:)``.
    func removeLayoutValue<K: LayoutValueKey>(for key: K.Type) {
        guard layoutValues.removeValue(forKey: ObjectIdentifier(key)) != nil else { return }
        parent?.childNeedsLayout()
    }

    /// Overrides a horizontal alignment guide of this node.
    ///
    /// The closure receives the node's dimensions without this override.
    func setAlignmentGuide(_ guide: HorizontalAlignment, _ computeValue: @escaping (ViewDimensions) -> CGFloat) {
        alignmentGuides[guide.key] = computeValue
        markNeedsLayout()
    }

    /// Overrides a vertical alignment guide of this node.
    ///
    /// The closure receives the node's dimensions without this override.
    func setAlignmentGuide(_ guide: VerticalAlignment, _ computeValue: @escaping (ViewDimensions) -> CGFloat) {
        alignmentGuides[guide.key] = computeValue
        markNeedsLayout()
    }

    /// Removes every alignment-guide override of this node.
    func removeAlignmentGuides() {
        guard !alignmentGuides.isEmpty else { return }
        alignmentGuides.removeAll()
        markNeedsLayout()
    }

    // MARK: Invalidation

    /// Marks this node's measurements invalid, and its ancestors' in turn.
    ///
    /// Returns early when the node is already invalid.
    func markNeedsLayout() {
        guard !hasPendingInvalidation else { return }
        clearMeasurements()
        hasPendingInvalidation = true
        parent?.childNeedsLayout()
    }

    private func childNeedsLayout() {
        if let box = containerBox, box.isSizeIndependentOfChildren {
            // The size holds, but the child is placed again.
            invalidatePlacement()
            return
        }
        markNeedsLayout()
    }

    /// Marks this node's placement, and its ancestors', as not current: the next placement
    /// pass places this node (and the path to it) again even at the same frame and proposal.
    ///
    /// Stops at a node that is already not current (its ancestors aren't either).
    func invalidatePlacement() {
        guard placementIsCurrent else { return }
        placementIsCurrent = false
        var reference = parentReference
        while let current = reference {
            reference = current.withInstance { node in
                guard node.placementIsCurrent else { return nil }
                node.placementIsCurrent = false
                return node.parentReference
            }
        }
    }

    /// Invalidates every node of this subtree and this node's ancestors.
    func invalidateSubtree() {
        var stack = [self]
        while let node = stack.popLast() {
            node.clearMeasurements()
            node.hasPendingInvalidation = true
            stack.append(contentsOf: node.children)
        }
        hasPendingInvalidation = false
        markNeedsLayoutAfterClearing()
    }

    private func markNeedsLayoutAfterClearing() {
        hasPendingInvalidation = true
        parent?.childNeedsLayout()
    }

    /// `keepingArrangements`: a stack's arrangements and working storage stay, and so do its
    /// spacing and explicit guides, which depend on the children's spacing and guides only
    /// (``checkChildren()`` keeps them when a child changed only across the stack's axis).
    private func clearMeasurements(keepingArrangements: Bool = false) {
        invalidatePlacement()
        // Nothing of this node depends on its children's earlier answers any more.
        needsCheck = false
        if !childrenToCheck.isEmpty {
            for child in childrenToCheck {
                child.isQueuedForCheck = false
                child.previousAnswers = nil
            }
            childrenToCheck.removeAll(keepingCapacity: true)
        }
        if !sizeCache.isEmpty { sizeCache.removeAll() }
        if !dimensionsCache.isEmpty { dimensionsCache.removeAll() }
        if !alignmentCache.isEmpty { alignmentCache.removeAll() }
        leafContextCache = nil
        if keepingArrangements { return }
        stackScratchStorage?.invalidateWithArrangements()
        spacingCache = nil
        explicitGuidesCache = nil
    }

    /// Clears this node's measurements after its own content changed, keeping what it
    /// answered its parent so that the parent can check whether its own measurements still
    /// hold (see the type's invariants) instead of measuring again.
    func contentDidChange() {
        if hasPendingInvalidation {
            // The parent already measures again from scratch.
            clearMeasurements()
            return
        }
        clearAnswersForCheck()
    }

    /// Clears the measurements, handing the answers they held to the parent's check when the
    /// parent's measurements depend on them.
    ///
    /// `keepingArrangements`: the stack arrangements (and their working storage) stay, lined up
    /// again for the children's new answers (``checkChildren()``); the rest is cleared.
    private func clearAnswersForCheck(keepingArrangements: Bool = false) {
        if previousAnswers == nil, hasMeasurements, isQueuedForCheck || parent?.queueForCheck(self) == true {
            previousAnswers = answersGiven
        }
        clearMeasurements(keepingArrangements: keepingArrangements)
    }

    /// Whether anything measured is cached on this node.
    private var hasMeasurements: Bool {
        !sizeCache.isEmpty || !dimensionsCache.isEmpty || !alignmentCache.isEmpty || hasArrangements
            || spacingCache != nil || explicitGuidesCache != nil
    }

    /// Queues `child` to be checked before this node next answers from its caches, and marks
    /// the ancestors to check this node. Returns `false` when nothing measured here depends on
    /// the child (no measurements, or a layout whose size doesn't depend on its children).
    private func queueForCheck(_ child: LayoutNode) -> Bool {
        if case .container(let box) = content, box.isSizeIndependentOfChildren { return false }
        // A grid measures its rows' cells itself, which this node's answers don't hold: a
        // cell's change is the grid's to measure again.
        if case .container(let parentBox)? = parent?.content, parentBox.readsSubviewLayouts {
            markNeedsLayout()
            return false
        }
        guard hasMeasurements else { return false }
        if !child.isQueuedForCheck {
            child.isQueuedForCheck = true
            childrenToCheck.append(child)
        }
        if !needsCheck {
            needsCheck = true
            if !isQueuedForCheck { _ = parent?.queueForCheck(self) }
        }
        return true
    }

    /// Checks the queued children: keeps this node's measurements when each answers as
    /// before, else clears them (queuing this node's own earlier answers with its parent).
    ///
    /// A child that changed only across the axis of this node's stack arrangements (a text of
    /// a `VStack` that got wider) leaves them valid along the axis: they are lined up again
    /// (``rearrangeAcross(after:answers:)``) and kept, and only this node's own answers are
    /// cleared.
    private func checkChildren() {
        needsCheck = false
        var changed = false
        var rearranged = false
        var index = 0
        while index < childrenToCheck.count {
            let child = childrenToCheck[index]
            index += 1
            if child.needsCheck { child.checkChildren() }
            if let answers = child.previousAnswers {
                child.previousAnswers = nil
                if !answers.hold(for: child) {
                    if rearrangeAcross(after: child, answers: answers) {
                        rearranged = true
                        continue
                    }
                    changed = true
                    break
                }
            }
        }
        if changed {
            // `clearMeasurements` dequeues the children not checked yet.
            clearAnswersForCheck()
            return
        }
        for child in childrenToCheck { child.isQueuedForCheck = false }
        childrenToCheck.removeAll(keepingCapacity: true)
        if rearranged { clearAnswersForCheck(keepingArrangements: true) }
    }

    /// Lines this node's stack arrangements up again across their axis after `child`, which
    /// doesn't answer as before, turned out to answer as before along that axis; returns
    /// whether every arrangement was (else they are all cleared with the measurements).
    private func rearrangeAcross(after child: LayoutNode, answers: MeasuredAnswers) -> Bool {
        guard let scratch = stackScratchStorage, !scratch.arrangements.isEmpty,
              let changed = children.firstIndex(where: { $0 === child }) else { return false }
        let children = children, layoutDirection = layoutDirection
        return scratch.arrangements.updateValues { key, arranged in
            guard answers.holdAlong(key.axis, for: child) else { return nil }
            let stack = StackLayoutAlgorithm(axis: key.axis, alignment: key.alignment, spacing: key.spacing)
            guard let rearranged = stack.rearrangedAcross(arranged, changed: changed, children: children,
                                                          layoutDirection: layoutDirection, scratch: scratch)
            else { return nil }
            arrangementEvaluations += 1
            rearrangementsAcross += 1
            return rearranged
        }
    }

    /// Replaces `old` children by `new` ones, position by position, as if each old child's
    /// content had changed to the new one's (``contentDidChange()``): this node keeps its
    /// measurements, and checks before it next answers whether each new child answers the
    /// questions asked of the old one as before. A row of a `ForEach` whose `if` switched
    /// branches doesn't make its stack measure every other row again.
    ///
    /// Only in a stack that arranged its children (whose measurements follow from their
    /// answers alone: a lazy stack's, say, also from the rows it has seen), for plain leaves
    /// (no priority, layout values or spacing of their own, so the traits a parent reads
    /// besides the answers are the same) new to the layout tree; returns `false`, changing
    /// nothing, otherwise.
    private func replaceCheckingAnswers(_ old: ArraySlice<LayoutNode>, with new: ArraySlice<LayoutNode>) -> Bool {
        guard !old.isEmpty, old.count <= 8, !hasPendingInvalidation, hasArrangements,
              case .container(let box) = content, !box.isSizeIndependentOfChildren else { return false }
        for (previous, next) in zip(old, new) {
            guard previous.parent === self, next.parent == nil, next.sizeThatFitsEvaluations == 0,
                  previous.isPlainLeaf, next.isPlainLeaf,
                  previous.previousAnswers != nil || previous.hasMeasurements else { return false }
        }
        for (previous, next) in zip(old, new) {
            // What this node's measurements were made from: the answers kept for a check, if
            // the old child changed since, else its measurements.
            let answers = previous.previousAnswers ?? previous.answersGiven
            previous.previousAnswers = nil
            if previous.isQueuedForCheck {
                previous.isQueuedForCheck = false
                childrenToCheck.removeAll { $0 === previous }
            }
            previous.parent = nil
            previous.isPlaced = false
            next.parent = self
            next.previousAnswers = answers
            _ = queueForCheck(next)
        }
        cachedSubviews = nil
        box.subviewsDidChange()
        invalidatePlacement()
        return true
    }

    /// A leaf whose parent reads nothing of it but its answers (``MeasuredAnswers``).
    private var isPlainLeaf: Bool {
        guard case .leaf = content else { return false }
        return explicitPriority == nil && layoutValues.isEmpty && spacingOverride == nil
    }

    /// This node's measurements as the answers it gave its parent.
    private var answersGiven: MeasuredAnswers {
        MeasuredAnswers(sizes: sizeCache, alignments: alignmentCache, spacing: spacingCache,
                        explicitGuides: explicitGuidesCache, isSpacer: isSpacer)
    }

    // MARK: Measuring

    /// The node's size for `proposal`, from the cache when valid.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        hasPendingInvalidation = false
        if needsCheck { checkChildren() }
        if let size = sizeCache[proposal] { return size }
        sizeThatFitsEvaluations += 1
        let measured: CGSize
        if let box = containerBoxReference {
            measured = box.withInstance { $0.sizeThatFits(proposal: proposal, node: self) }
        } else {
            measured = leafMeasure?(proposal, leafContext) ?? .zero
        }
        let size = CGSize(width: Self.sanitized(measured.width), height: Self.sanitized(measured.height))
        sizeCache.insert(size, for: proposal)
        hasPendingInvalidation = false
        return size
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.max(0, value)
    }

    /// The node's dimensions and alignment guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        hasPendingInvalidation = false
        if needsCheck { checkChildren() }
        if let dimensions = dimensionsCache[proposal] { return dimensions }
        let size = sizeThatFits(proposal)
        // A subtree without explicit guides needs no source: every guide takes its default.
        let guides = explicitGuides
        let source = guides.isEmpty ? nil : ExplicitAlignmentSource(guides: guides) { [unowned self] key in
            self.explicitAlignment(key, at: proposal)
        }
        let dimensions = ViewDimensions(size: size, explicitSource: source)
        dimensionsCache.insert(dimensions, for: proposal)
        return dimensions
    }

    /// The value of `key` in ``dimensions(in:)`` for `proposal`, where `size` is this node's
    /// size for it: the guide's default value for `size` when no explicit value is possible in
    /// this subtree, without making (and caching) the dimensions.
    func alignmentValue(_ key: AlignmentKey, in proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        mayHaveExplicitValue(for: key)
            ? dimensions(in: proposal)[key]
            : key.defaultValue(in: ViewDimensions(size: size))
    }

    /// The explicit value of `key` at `proposal`: an alignment-guide override, else the
    /// content's explicit value (a text baseline, a container's merged guides), else `nil`.
    func explicitAlignment(_ key: AlignmentKey, at proposal: ProposedViewSize) -> CGFloat? {
        guard explicitGuides.contains(key) else { return nil }
        if needsCheck { checkChildren() }
        let cacheKey = AlignmentQuery(key: key, proposal: proposal)
        if let cached = alignmentCache[cacheKey] { return cached }
        let value = computeExplicitAlignment(key, at: proposal)
        alignmentCache.insert(value, for: cacheKey)
        return value
    }

    private func computeExplicitAlignment(_ key: AlignmentKey, at proposal: ProposedViewSize) -> CGFloat? {
        let size = sizeThatFits(proposal)
        if let guide = alignmentGuides[key] {
            let base = ViewDimensions(size: size, explicitSource: ExplicitAlignmentSource { [unowned self] other in
                other == key
                    ? self.contentExplicitAlignment(other, at: proposal, size: size)
                    : self.explicitAlignment(other, at: proposal)
            })
            return guide(base)
        }
        return contentExplicitAlignment(key, at: proposal, size: size)
    }

    private func contentExplicitAlignment(_ key: AlignmentKey, at proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        switch content {
        case .leaf(let leaf):
            return leaf.explicitAlignment?(key, proposal, size)
        case .container(let box):
            return box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal, node: self)
        }
    }

    /// `body`'s result for the stack arrangement for `key` — its size and its placements (in
    /// the stack's scratch) — which `arrange` makes in the scratch once until the next
    /// invalidation.
    @inline(__always)
    func withArrangement<R>(for key: StackLayoutAlgorithm.Key,
                            arrange: (StackScratch) -> StackLayoutAlgorithm.ArrangedSlot,
                            _ body: (CGSize, UnsafeMutablePointer<StackLayoutAlgorithm.Placement>) -> R) -> R {
        if needsCheck { checkChildren() }
        return stackScratchUnretained.withInstance { scratch in
            if let known = scratch.arrangements[key] { return body(known.size, scratch.placements(known.slot)) }
            arrangementEvaluations += 1
            if scratch.isInUse {
                // The engine never arranges a node inside its own arrangement; if a layout does,
                // the inner one works in storage of its own, not memoized.
                return Self.withArrangement(in: StackScratch(), arrange: arrange, body)
            }
            let made = arrange(scratch)
            scratch.arrangements.insert(made, for: key)
            return body(made.size, scratch.placements(made.slot))
        }
    }

    private static func withArrangement<R>(in scratch: StackScratch,
                                           arrange: (StackScratch) -> StackLayoutAlgorithm.ArrangedSlot,
                                           _ body: (CGSize, UnsafeMutablePointer<StackLayoutAlgorithm.Placement>) -> R) -> R {
        let made = arrange(scratch)
        // `scratch` is a parameter: it holds the placements while `body` reads them.
        return body(made.size, scratch.placements(made.slot))
    }

    /// The stack algorithm's working storage for this node's children.
    var stackScratch: StackScratch {
        if let stackScratchStorage { return stackScratchStorage }
        let made = StackScratch()
        stackScratchStorage = made
        stackScratchReference = Unmanaged.passUnretained(made)
        return made
    }

    /// ``stackScratch``, unretained (the node holds it for as long as the node lives).
    private var stackScratchUnretained: Unmanaged<StackScratch> {
        if let stackScratchReference { return stackScratchReference }
        return Unmanaged.passUnretained(stackScratch)
    }

    // MARK: Traits as the parent sees them

    /// The proxies for this node's children.
    var subviews: LayoutSubviews {
        hasPendingInvalidation = false
        if let cachedSubviews { return cachedSubviews }
        let made = LayoutSubviews(containerChildren: children.map(LayoutSubview.init(node:)),
                                  layoutDirection: layoutDirection)
        cachedSubviews = made
        return made
    }

    /// The node's layout when it is a container.
    var layout: (any Layout)? {
        hasPendingInvalidation = false
        if case .container(let box) = content { return box.anyValue }
        return nil
    }

    /// The child that a modifier forwards traits from, if this node is a modifier.
    private var traitSource: LayoutNode? {
        forwardsChildTraits ? children.first : nil
    }

    var resolvedLayoutPriority: Double {
        hasPendingInvalidation = false
        if let explicitPriority { return explicitPriority }
        guard forwardsChildTraits, let primaryChildReference else { return 0 }
        return primaryChildReference.withInstance { $0.resolvedLayoutPriority }
    }

    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        hasPendingInvalidation = false
        if let value = layoutValues[ObjectIdentifier(key)] as? K.Value { return value }
        return traitSource?.layoutValue(for: key) ?? K.defaultValue
    }

    var resolvedSpacing: ViewSpacing {
        hasPendingInvalidation = false
        if let spacingOverride { return spacingOverride }
        if needsCheck { checkChildren() }
        if let spacingCache { return spacingCache }
        let spacing = containerBoxReference?.withInstance { $0.spacing(node: self) } ?? leafSpacing
        spacingCache = spacing
        return spacing
    }

    /// The guides that may have an explicit value in this subtree: this node's
    /// alignment-guide overrides, a leaf's explicit guides, and the children's when the
    /// layout takes its explicit values from its subviews (any guide otherwise).
    var explicitGuides: ExplicitGuides {
        hasPendingInvalidation = false
        if needsCheck { checkChildren() }
        if let explicitGuidesCache { return explicitGuidesCache }
        var guides = alignmentGuides.isEmpty ? ExplicitGuides() : ExplicitGuides(Array(alignmentGuides.keys))
        if let box = containerBoxReference {
            if box.withInstance({ $0.explicitAlignmentFromSubviews }) {
                Self.formUnion(&guides, withGuidesOf: childNodes)
            } else {
                guides = .any
            }
        } else {
            guides.formUnion(leafExplicitGuides)
        }
        explicitGuidesCache = guides
        return guides
    }

    /// Adds the explicit guides of `nodes` to `guides`.
    private static func formUnion(_ guides: inout ExplicitGuides, withGuidesOf nodes: UnretainedNodes) {
        var index = 0
        while index < nodes.count && !guides.isAny {
            guides.formUnion(nodes.with(index) { $0.explicitGuides })
            index += 1
        }
    }

    /// Whether `key` may have an explicit value in this subtree (``explicitGuides`` without
    /// copying it).
    func mayHaveExplicitValue(for key: AlignmentKey) -> Bool {
        if !needsCheck, let known = explicitGuidesCache {
            hasPendingInvalidation = false
            return known.contains(key)
        }
        return explicitGuides.contains(key)
    }

    /// What a stack reads of this child once per arrangement's facts: its spacing
    /// preferences, its layout priority and whether it is a spacer (one call, not three).
    var stackTraits: (spacing: ViewSpacing, priority: Double, isSpacer: Bool) {
        (resolvedSpacing, resolvedLayoutPriority, isSpacer)
    }

    var isSpacer: Bool {
        hasPendingInvalidation = false
        if isSpacerLeaf { return true }
        guard forwardsChildTraits, let primaryChildReference else { return false }
        return primaryChildReference.withInstance { $0.isSpacer }
    }

    /// The axis of the nearest stack-like container above this node, looking through modifiers.
    var enclosingStackOrientation: Axis? {
        var reference = parentReference
        while let current = reference {
            // One step up, reading the nodes unretained: the answer, or the next node to ask.
            let step: (found: Bool, axis: Axis?, next: Unmanaged<LayoutNode>?) = current.withInstance { node in
                guard let box = node.containerBoxReference else { return (true, nil, nil) }
                let (axis, forwards) = box.withInstance { ($0.stackOrientation, $0.forwardsTraits) }
                if let axis { return (true, axis, nil) }
                guard forwards else { return (true, nil, nil) }
                return (false, nil, node.parentReference)
            }
            if step.found { return step.axis }
            reference = step.next
        }
        return nil
    }

    /// The size `containerRelativeFrame` measures against: the nearest ancestor's
    /// ``relativeFrameContainerSize``.
    var enclosingContainerSize: CGSize? {
        var node = parent
        while let current = node {
            if let size = current.relativeFrameContainerSize { return size }
            node = current.parent
        }
        return nil
    }

    /// What a leaf's size may depend on besides the proposal, found once per measurement
    /// lifetime: every change of it (a new parent, a parent's new orientation or modifier
    /// kind) invalidates the subtree.
    private var leafContext: LeafContext {
        if let leafContextCache { return leafContextCache }
        let made = LeafContext(stackOrientation: enclosingStackOrientation)
        leafContextCache = made
        return made
    }

    // MARK: Placing

    /// The node's frame relative to its parent's origin.
    var frame: CGRect {
        let parentOrigin = parent?.globalOrigin ?? .zero
        return CGRect(x: globalOrigin.x - parentOrigin.x, y: globalOrigin.y - parentOrigin.y,
                      width: placedSize.width, height: placedSize.height)
    }

    /// The node's frame in the root's coordinate space.
    var globalFrame: CGRect {
        CGRect(origin: globalOrigin, size: placedSize)
    }

    /// Measures the tree for `proposal` and places this node (the root) at `origin`, then
    /// every descendant.
    ///
    /// - Complexity: O(n) in the number of nodes, plus any measurement that isn't cached.
    func place(at origin: CGPoint = .zero, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        if placementHolds(origin: origin, size: size, proposal: proposal) {
            lastPlacementPass = 0
            return
        }
        applyPlacement(origin: origin, size: size, proposal: proposal, pass: 0)
        placeChildren()
    }

    /// Called through ``LayoutSubview/place(at:anchor:proposal:)``.
    func didPlace(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        place(at: position, anchor: anchor, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// ``didPlace(at:anchor:proposal:)`` with the top-leading anchor, given `size`, which the
    /// parent knows to be this node's size for `proposal` (a stack's arrangement measured it):
    /// the size isn't asked again.
    func didPlace(at position: CGPoint, measuredSize size: CGSize, proposal: ProposedViewSize) {
        guard !needsCheck else { return didPlace(at: position, anchor: .topLeading, proposal: proposal) }
        hasPendingInvalidation = false
        place(at: position, anchor: .topLeading, size: size, proposal: proposal)
    }

    private func place(at position: CGPoint, anchor: UnitPoint, size: CGSize, proposal: ProposedViewSize) {
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        // A leaf is placed by the stores a skip would compare: only a subtree is worth checking.
        if hasChildren && placementHolds(origin: origin, size: size, proposal: proposal) {
            // Placed in this pass (the parent's hide pass keeps it), its subtree where it is.
            lastPlacementPass = parentPlacementPass
            return
        }
        applyPlacement(origin: origin, size: size, proposal: proposal, pass: parentPlacementPass)
        placeChildren()
    }

    /// Whether placing this node at `origin` with `size` and `proposal` would change nothing:
    /// it is placed there with that proposal and its placement is current.
    @inline(__always)
    private func placementHolds(origin: CGPoint, size: CGSize, proposal: ProposedViewSize) -> Bool {
        placementIsCurrent && isPlaced && globalOrigin == origin && placedSize == size && placementProposal == proposal
    }

    /// Places this node in `frame` and lets the caller place its children.
    func didPlaceDirectly(in frame: CGRect, proposal: ProposedViewSize, children place: (LayoutSubviews) -> Void) {
        // Always placed: the caller places the children, by its own rules.
        applyPlacement(origin: frame.origin, size: frame.size, proposal: proposal,
                       pass: parentPlacementPass)
        callOnPlacement()
        let pass = Self.nextPlacementPass()
        currentPlacementPass = pass
        place(subviews)
        for child in children where child.lastPlacementPass != pass {
            child.didHide()
        }
    }

    /// Hides this node and its subtree for the current pass.
    func didHide() {
        lastPlacementPass = parent?.currentPlacementPass ?? 0
        isPlaced = false
        placedSize = .zero
        globalOrigin = parent?.globalOrigin ?? .zero
        for child in children {
            child.currentPlacementPass = 0
            child.didHide()
        }
    }

    /// The parent's current placement pass (0 without a parent), read without retaining it.
    private var parentPlacementPass: Int {
        parentReference?.withInstance { $0.currentPlacementPass } ?? 0
    }

    private func applyPlacement(origin: CGPoint, size: CGSize, proposal: ProposedViewSize, pass: Int) {
        globalOrigin = origin
        placedSize = size
        placementProposal = proposal
        isPlaced = true
        placementIsCurrent = true
        lastPlacementPass = pass
    }

    /// Calls `onPlacement`, if set; a node with a callback is never current (it is called on
    /// every pass that reaches the node), and neither are its ancestors.
    @inline(__always)
    private func callOnPlacement() {
        guard let onPlacement else { return }
        invalidatePlacement()
        onPlacement(self)
    }

    private func placeChildren() {
        callOnPlacement()
        guard hasChildren, let box = containerBoxReference else { return }
        let pass = Self.nextPlacementPass()
        currentPlacementPass = pass
        let bounds = globalFrame
        let proposal = placementProposal
        box.withInstance { $0.placeSubviews(in: bounds, proposal: proposal, node: self) }
        // Only a layout that may leave children unplaced has any to centre.
        if layoutPlacedChildren < childNodes.count { centerUnplaced(childNodes, pass: pass, in: bounds) }
    }

    /// Places the nodes of `nodes` (``childNodes``) that the layout didn't place in this pass at
    /// the center of `bounds`, with this node's proposal.
    private func centerUnplaced(_ nodes: UnretainedNodes, pass: Int, in bounds: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let proposal = placementProposal
        for index in 0..<nodes.count {
            nodes.with(index) { child in
                if child.lastPlacementPass != pass { child.didPlace(at: center, anchor: .center, proposal: proposal) }
            }
        }
    }

    private static func nextPlacementPass() -> Int {
        placementPassCounter += 1
        return placementPassCounter
    }
}

extension LayoutNode {
    /// The total number of real measurements in this subtree.
    var subtreeSizeThatFitsEvaluations: Int {
        children.reduce(sizeThatFitsEvaluations) { $0 + $1.subtreeSizeThatFitsEvaluations }
    }

    /// The total number of stack arrangements computed in this subtree.
    var subtreeArrangementEvaluations: Int {
        children.reduce(arrangementEvaluations) { $0 + $1.subtreeArrangementEvaluations }
    }

    /// How many of this subtree's stack arrangements were lined up again across the axis only.
    var subtreeRearrangementsAcross: Int {
        children.reduce(rearrangementsAcross) { $0 + $1.subtreeRearrangementsAcross }
    }
}

/// Whether two layouts are equal values of the same `Equatable` type.
func layoutsAreEqual(_ lhs: any Layout, _ rhs: any Layout) -> Bool {
    guard let equatable = lhs as? any Equatable else { return false }
    return equatable.isEqual(toAny: rhs)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
