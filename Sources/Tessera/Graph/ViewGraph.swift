/// The view graph: the persistent tree of ``ViewNode``s behind a root view, and the update
/// loop that keeps it in step with state.
///
/// Pipeline (DESIGN §2): a state write or an observed change marks the nodes that read it
/// dirty and asks for an update (`scheduleUpdate`); all writes of one turn are coalesced;
/// `update()` then re-evaluates dirty nodes top-down (a parent's re-evaluation reaches its
/// children first, and children whose new value equals the old skip), and finally runs the
/// actions queued meanwhile (`onAppear`, `onChange`, `onDisappear`), which may write state and
/// start another round.
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode?
    /// Dirty nodes waiting for the next update.
    private var dirtyNodes: [ViewNode] = []
    private var pendingActions: [() -> Void] = []
    // Unchecked (with `nodeCount` and `evaluatingNode`): main actor only, no overlapping access.
    @exclusivity(unchecked) private var serialCounter = 0
    /// Live nodes (for tests and tools).
    @exclusivity(unchecked) var nodeCount = 0
    /// The node whose body is being evaluated (dependencies are recorded for it).
    var evaluatingNode: ViewNode? { evaluating?.takeUnretainedValue() }
    /// ``evaluatingNode``, held without retaining it: the node is alive while its body runs (its
    /// caller holds it), and a retain and a release of a node per evaluation are slow (nodes
    /// have side tables: their children refer to them weakly).
    ///
    /// Set with ``evaluatingNodeID`` by ``withEvaluation(of:_:)`` only (no observer: a closure
    /// run from a main-actor setter costs a dynamic executor check per call).
    @exclusivity(unchecked) private var evaluating: Unmanaged<ViewNode>?
    /// `evaluatingNode`'s identity, readable off the main actor (a state read compares it with
    /// the state's last reader before entering the main actor).
    nonisolated(unsafe) private(set) var evaluatingNodeID: ObjectIdentifier?
    private var isUpdating = false
    /// Body evaluations per view type since the graph was made (tests and tools).
    private var bodyEvaluationsByType: [ObjectIdentifier: BodyEvaluationCount] = [:]
    @exclusivity(unchecked) private(set) var totalBodyEvaluations = 0
    /// Called when the graph needs an update (a host schedules one per frame or turn).
    var onNeedsUpdate: (() -> Void)?
    /// Nodes that asked to hear about each finished update (preference observers, …).
    var updateObservers: [WeakNode] = []
    let warnings = RuntimeWarnings.shared
    /// Invalidations posted from other threads.
    let mailbox = InvalidationMailbox()
    /// Keyboard focus, key and text delivery, and the clipboard (Focus/FocusCoordinator.swift).
    lazy var focus = FocusCoordinator(graph: self)
    /// Pointer presses, gestures and hover (Gestures/PointerCoordinator.swift).
    lazy var pointer = PointerCoordinator(graph: self)
    /// Presented layers the host draws above the content (Presentation/TopLayer.swift).
    var topLayerNodes: [ViewNode] = []
    /// The text values of the environment the last text was made in (see
    /// ``textEnvironment(for:)``); dropped when an update or a layout pass ends
    /// (``layoutPassDidEnd()``), so no environment is kept alive between frames.
    @exclusivity(unchecked) var lastTextEnvironment: TextEnvironment?

    init() { mailbox.recordGraphThread() }

    /// Mounts `view` as the root, with `environment`.
    func setRoot(_ view: any View, environment: EnvironmentValues) {
        if let root, root.viewType == type(of: view) {
            root.update(to: view, environment: environment)
        } else {
            root?.unmount()
            root = ViewNode.make(graph: self, parent: nil, key: .body, view: view, environment: environment)
        }
        flush()
    }

    var needsUpdate: Bool {
        mailbox.recordGraphThread()
        mailbox.drain()
        return !dirtyNodes.isEmpty || !pendingActions.isEmpty || layoutRequested || !containersToRefresh.isEmpty
    }

    /// Whether something layout reads changed outside the graph (a scroll offset) since the
    /// last update.
    private var layoutRequested = false

    /// Asks the host for another update and layout although no view changed (a scroll
    /// offset moved, a lazy container must show other rows). Containers whose layout children
    /// must change call ``containerNeedsRefresh(_:)`` instead, which also asks.
    func requestLayout() {
        guard !layoutRequested else { return }
        layoutRequested = true
        if !isUpdating { onNeedsUpdate?() }
    }

    /// Called by a host when it finishes laying out: drops what was kept only while views were
    /// made (the last text's environment values), in case a text was made outside an update (a
    /// row a container built while it was measured).
    func layoutPassDidEnd() {
        lastTextEnvironment = nil
    }

    /// Brings the graph up to date: re-evaluates dirty nodes (outermost first), then runs the
    /// queued actions, repeating while actions write state (at most 100 rounds).
    func update() {
        flush()
    }

    private func flush() {
        guard !isUpdating else { return }
        isUpdating = true
        defer {
            isUpdating = false
            lastTextEnvironment = nil
        }
        var rounds = 0
        runUpdateObservers()
        while needsUpdate {
            rounds += 1
            layoutRequested = false
            if rounds > 100 {
                warnings.warnOnce("The view graph did not settle after 100 update rounds: an action keeps writing state it depends on.", site: "ViewGraph.unsettled")
                dirtyNodes.removeAll()
                pendingActions.removeAll()
                break
            }
            while !dirtyNodes.isEmpty {
                let batch = dirtyNodes.sorted { $0.depth < $1.depth }
                dirtyNodes.removeAll()
                for node in batch { node.updateIfDirty() }
            }
            refreshContainers()
            runUpdateObservers()
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
        }
    }

    // MARK: Node services

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    func scheduleUpdate(of node: ViewNode) {
        dirtyNodes.append(node)
        if !isUpdating { onNeedsUpdate?() }
    }

    /// Queues an action to run after the current update (lifecycle and change callbacks).
    func enqueueAction(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        if !isUpdating { onNeedsUpdate?() }
    }

    func withEvaluation<T>(of node: ViewNode, _ body: () -> T) -> T {
        let saved = evaluating
        let savedID = evaluatingNodeID
        evaluating = Unmanaged.passUnretained(node)
        evaluatingNodeID = ObjectIdentifier(node)
        defer {
            evaluating = saved
            evaluatingNodeID = savedID
        }
        return body()
    }

    /// The shared count of body evaluations of views of `type` (made on first use).
    func bodyEvaluationCount(of type: any View.Type) -> BodyEvaluationCount {
        if let count = bodyEvaluationsByType[ObjectIdentifier(type)] { return count }
        let count = BodyEvaluationCount()
        bodyEvaluationsByType[ObjectIdentifier(type)] = count
        return count
    }

    func recordBodyEvaluation(in count: BodyEvaluationCount) {
        count.value += 1
        totalBodyEvaluations += 1
    }

    func bodyEvaluations(of type: any View.Type) -> Int {
        bodyEvaluationsByType[ObjectIdentifier(type)]?.value ?? 0
    }

    /// Called before a state write: writing state while a body is being evaluated is a
    /// programming error SwiftUI warns about (the write still happens and schedules an update).
    func willWriteState() {
        if let node = evaluatingNode {
            warnings.warnOnce(
                "Modifying state during view update, this will cause undefined behavior. (in \(node.typeName).body)",
                site: "State.duringUpdate.\(node.typeName)")
        }
    }

    /// Containers whose list of subviews changed since the last layout refresh.
    private var containersToRefresh: [ViewNode] = []

    func containerNeedsRefresh(_ node: ViewNode) {
        guard !node.needsLayoutChildrenRefresh else { return }
        node.needsLayoutChildrenRefresh = true
        containersToRefresh.append(node)
        if !isUpdating { onNeedsUpdate?() }
    }

    /// Brings the children of every container whose subviews changed up to date (innermost
    /// first, so that an outer container sees its subviews' final layout nodes).
    func refreshContainers() {
        while !containersToRefresh.isEmpty {
            let batch = containersToRefresh.sorted { $0.depth > $1.depth }
            containersToRefresh.removeAll()
            for node in batch where node.isMounted {
                node.needsLayoutChildrenRefresh = false
                node.refreshLayoutChildren()
            }
        }
    }
}
