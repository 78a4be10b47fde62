/// A persistent node of the view graph: one view at one identity.
///
/// Invariants:
/// - A node's identity is its position: its parent and its ``ChildKey`` there, plus the type
///   of its view. A node is never re-targeted to another type or key; a new identity gets a new
///   node, so its state is fresh.
/// - `view` always holds the latest value given by the parent, with its dynamic properties
///   installed (state locations bound to this node's storage).
/// - The body (for composite views) is evaluated only when the node is dirty (something it
///   read changed), its view value changed, or an environment value it read changed.
/// - `children` are in declaration order. Transparent nodes (tuples, groups, conditionals,
///   `ForEach`, composite views) contribute their children's subviews to the nearest container;
///   unary nodes contribute themselves (see ``ViewNode/subviewCount``).
@MainActor
class ViewNode {
    /// The graph this node belongs to.
    ///
    /// `unowned(unsafe)`: the graph owns its nodes (through `root`), and every use of a node
    /// happens while its graph is alive; a checked `unowned` reference costs an atomic
    /// increment and decrement of the graph's unowned count at every access.
    unowned(unsafe) final let graph: ViewGraph
    /// The node whose `children` hold this one (nil for the root, and once this node was
    /// detached or its parent was destroyed).
    ///
    /// Not `weak`: a weak reference gives the parent a side table, and every retain and
    /// release of a node with one takes the runtime's slow path. Kept valid by discipline
    /// instead: a mounted node's parent is alive (the tree holds it); a node is unmounted
    /// before its parent drops it from `children`, and the unmounted subtree's root clears
    /// this then (``unmount()``); a node being destroyed clears it in the children it still
    /// holds (`deinit`). So it never points to a destroyed node. (`nonisolated(unsafe)`:
    /// `deinit` is not isolated to the main actor; nodes are only used there.)
    nonisolated(unsafe) private(set) unowned(unsafe) final var parent: ViewNode?
    /// The key under which the parent holds this node.
    final let key: ChildKey
    final let depth: Int
    /// A number unique among all nodes ever created by this graph (a stable subview id).
    final let serial: Int
    final let viewType: any View.Type
    /// The view (stored typed by the node's class, ``TypedViewNode``), boxed: a copy, for
    /// code that keeps or casts it. The graph reads it in place (``withViewAddress(_:)``).
    var view: any View { preconditionFailure("a ViewNode is made by ViewNode.make (a TypedViewNode)") }
    @exclusivity(unchecked) private(set) final var environment: EnvironmentValues
    final let kind: NodeKind
    /// Whether the view is an `Optional` (dynamic casts look through optionals, so casts of
    /// `view` go through ``viewAs(_:)``).
    final let isOptionalView: Bool
    final let subviewBehavior: SubviewBehavior
    /// What the engine needs to know about the view's type (found once per type).
    final let traits: ViewTypeTraits

    // `@exclusivity(unchecked)` on the stored properties read and written on every update:
    // each dynamic access check costs a thread-local access-set insertion, ≈ 5 % of a deep
    // update. The graph is main-actor bound, and no access to one of these overlaps a write to
    // the same property (the suites ran with the checks on before they were turned off).

    /// Child nodes in order (one held inline, see ``NodeChildren``).
    @exclusivity(unchecked) final var children = NodeChildren()
    /// Storage for `@State`/`@StateObject` and friends, in installation order.
    @exclusivity(unchecked) final var stateSlots: [AnyObject] = []
    /// What this node's last body evaluation read.
    @exclusivity(unchecked) final var dependencies = NodeDependencies()
    /// Kind-specific persistent data (e.g. `ForEach` bookkeeping, `onChange` old values).
    @exclusivity(unchecked) final var payload: AnyObject?
    /// Actions to run when this node leaves the graph.
    final var disappearActions: [() -> Void] = []
    /// The node's layout (unary nodes with a layout role; see `ViewNode+Layout.swift`).
    @exclusivity(unchecked) final var layoutNode: LayoutNode?
    /// For a modifier applied to several subviews: its layout around each, by subview id.
    /// (`Dictionary()`, not `[:]`: a literal, even empty, is built by `init(dictionaryLiteral:)`.)
    @exclusivity(unchecked) final var wrapperLayouts = [Int: LayoutNode]()
    /// Whether this node is being rebuilt (its body evaluated or its children reconciled).
    @exclusivity(unchecked) private(set) final var isRebuilding = false
    /// Whether a node was created or removed below this one during its rebuild.
    @exclusivity(unchecked) final var subviewsChangedWhileRebuilding = false
    /// The `Subview` node that shows this node in a custom container, if any: the node then
    /// takes its environment from there (see ``placedEnvironment(under:)``).
    final var placement: ViewNode? {
        get { placementReference?.node }
        set {
            if let newValue { placementReference = WeakNode(newValue) } else { placementReference = nil }
        }
    }
    /// ``placement``, held weakly in a box made only when there is one: a `weak` stored
    /// property costs a runtime call to initialize, and another to destroy, in every node.
    @exclusivity(unchecked) private final var placementReference: WeakNode?
    /// Whether `layoutNode` belongs to another node (a placed `Subview`).
    @exclusivity(unchecked) final var borrowsLayout = false
    /// Whether this `ForEach` node is building or releasing a row on demand: the elements did
    /// not change, so the change is not reported up (see ``subviewsDidChange()``).
    @exclusivity(unchecked) final var isChangingRowOnDemand = false
    /// Whether this container waits for its layout children to be re-collected.
    @exclusivity(unchecked) final var needsLayoutChildrenRefresh = false

    @exclusivity(unchecked) final var isDirty = false
    /// Whether the update running now found a new view value unequal to the old one (a
    /// primitive's `reconcile` reads it; `false` outside ``update(to:environment:knownToDiffer:)``).
    @exclusivity(unchecked) private(set) final var isUpdatingChangedView = false
    @exclusivity(unchecked) private(set) final var isMounted = true
    /// Number of times this node's body was evaluated (tests and tools).
    @exclusivity(unchecked) private(set) final var bodyEvaluations = 0

    /// The parked state of this node's children while it is being built again (see
    /// ``ParkedState``); `nil` otherwise.
    @exclusivity(unchecked) private final var restoringChildren: ParkedState?

    /// A node for the view at `pointer` (a value of `traits.type`, copied into the node).
    ///
    /// `traits`: the traits of the view's type (see ``ViewTypeTraits/childTraits(_:)``).
    static func make(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: BorrowedView,
                     environment: EnvironmentValues, restoring: ParkedState? = nil, traits: ViewTypeTraits) -> ViewNode {
        traits.nodeMaker.makeNode(graph: graph, parent: parent, key: key, viewAt: view.address, environment: environment,
                                  restoring: restoring, traits: traits)
    }

    /// A node for `view` (boxed: see ``make(graph:parent:key:view:environment:restoring:traits:)``
    /// for a view read in place).
    static func make(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View,
                     environment: EnvironmentValues, restoring: ParkedState? = nil) -> ViewNode {
        BorrowedView.with(view) {
            make(graph: graph, parent: parent, key: key, view: $0, environment: environment, restoring: restoring,
                 traits: ViewTypeTraits.of($0.type))
        }
    }

    /// Called by ``TypedViewNode`` once its view is stored.
    /// (Arguments `__shared`, as in ``TypedViewNode``: no retain and release around the call.)
    init(graph: __shared ViewGraph, parent: __shared ViewNode?, key: __shared ChildKey,
         environment: __shared EnvironmentValues, restoring: __shared ParkedState?, traits: __shared ViewTypeTraits) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.serial = graph.nextSerial()
        self.viewType = traits.type
        self.environment = environment
        self.traits = traits
        self.kind = traits.kind
        self.isOptionalView = traits.isOptional
        self.subviewBehavior = traits.subviewBehavior
        graph.nodeCount += 1
        if let parked = restoring ?? parent?.restoringChildren?.takeChild(key: key, type: traits.type) {
            stateSlots = parked.slots
            restoringChildren = parked
        }
        rebuild(evaluatingBody: true)
        restoringChildren = nil
        parent?.subviewsDidChange()
    }

    deinit {
        // Unretained (a retain and a release per child otherwise): `children` holds them.
        children.forEachUnretained { if $0.parent === self { $0.parent = nil } }
    }

    /// Gives the node a new view value and environment from its parent.
    ///
    /// Skips all work when nothing changed; re-evaluates the body only when the node is dirty,
    /// the view value changed, or an environment value the node read changed.
    ///
    /// `knownToDiffer`: the caller already knows the new value differs (a conditional whose
    /// value differed in the same branch), so it isn't compared again.
    final func update(to newView: any View, environment givenEnvironment: EnvironmentValues, knownToDiffer: Bool = false) {
        BorrowedView.with(newView) { update(to: $0, environment: givenEnvironment, knownToDiffer: knownToDiffer) }
    }

    /// ``update(to:environment:knownToDiffer:)`` with a value read in place (of this node's
    /// view type): compared where it is, and copied into the node only when it differs.
    final func update(to newView: BorrowedView, environment givenEnvironment: EnvironmentValues, knownToDiffer: Bool = false) {
        // Every caller matched the type first; a mismatch would read the value as another type.
        precondition(newView.type == viewType, "a node is updated only with a value of its own view type")
        let newEnvironment: EnvironmentValues
        if let placement { newEnvironment = placedEnvironment(under: placement) } else { newEnvironment = givenEnvironment }
        let environmentChanged = !newEnvironment.isIdentical(to: environment)
        let comparer = traits.comparer
        let viewChanged = knownToDiffer || !withViewAddress { comparer($0, newView.address) }
        if !isDirty && !viewChanged && !environmentChanged { return }
        let readsChanged = environmentChanged && dependencies.environmentChanged(in: newEnvironment)
        environment = newEnvironment
        if viewChanged { storeView(from: newView.address) }
        isUpdatingChangedView = viewChanged
        rebuild(evaluatingBody: isDirty || viewChanged || readsChanged)
        isUpdatingChangedView = false
    }

    /// ``update(to:environment:knownToDiffer:)`` with a value of a known type (a `ForEach`
    /// row): when the node isn't dirty, the environment is the same and the value equals the
    /// current one, the value is compared in place and dropped, never boxed as `any View`.
    final func update<V: View>(toValue newView: V, environment givenEnvironment: EnvironmentValues) {
        // Through `BorrowedView.with`, not `withUnsafePointer`: a main-actor closure passed to the
        // standard library (a Swift 5 module) checks its actor at run time on every call.
        BorrowedView.with(value: newView) { update(to: $0, environment: givenEnvironment) }
    }

    /// The node's view, in place (valid during `body`; don't keep the address).
    func withViewAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        preconditionFailure("a ViewNode is made by ViewNode.make (a TypedViewNode)")
    }

    /// Replaces the node's view with a copy of the value at `pointer` (of the node's view type).
    func storeView(from pointer: UnsafeRawPointer) {
        preconditionFailure("a ViewNode is made by ViewNode.make (a TypedViewNode)")
    }

    /// The node's view in place, as a ``BorrowedView``.
    final func withBorrowedView<R>(_ body: (BorrowedView) -> R) -> R {
        let type = viewType
        return withViewAddress { body(BorrowedView(address: $0, type: type)) }
    }

    /// Re-evaluates this node because something it read changed.
    final func updateIfDirty() {
        guard isDirty, isMounted else { return }
        rebuild(evaluatingBody: true)
    }

    /// Runs this primitive node's reconciliation again with its current view (used when an
    /// input other than the view value changed, such as a modifier's content).
    final func reconcileAgain() {
        guard isMounted else { return }
        rebuild(evaluatingBody: true)
    }

    /// Marks the node as needing a body evaluation and asks the graph for an update.
    final func invalidate() {
        guard isMounted, !isDirty else { return }
        isDirty = true
        graph.scheduleUpdate(of: self)
    }

    private final func rebuild(evaluatingBody: Bool) {
        isDirty = false
        isRebuilding = true
        defer { isRebuilding = false }
        switch kind {
        case .composite:
            if evaluatingBody || children.isEmpty {
                let environment = self.environment
                evaluateBody { updateChild(key: .body, view: $0, environment: environment) }
            } else if let child = children.first {
                // Its own value again (compared with itself: a view holding a closure is never
                // equal, as in SwiftUI, so its body runs again).
                let environment = self.environment
                child.withBorrowedView { child.update(to: $0, environment: environment) }
            }
        case .primitive(let primitive):
            // Closures a primitive calls while reconciling (a `ForEach`'s row content, a
            // `GeometryReader`'s content, a subviews transform) read state on its behalf: the
            // primitive depends on what they read.
            dependencies.removeAll(for: self)
            if traits.hasDynamicProperties {
                let installed = DynamicPropertyInstaller.install(in: view, node: self)
                graph.withEvaluation(of: self) { primitive.reconcile(installed, in: self) }
            } else {
                // In place: the node's own storage (nothing reconciling below writes it).
                let type = viewType
                graph.withEvaluation(of: self) {
                    withViewAddress { primitive.reconcile(at: $0, as: type, in: self) }
                }
            }
        }
        // Directly, not through `graph.didRebuild(_:)`: a call on the graph retains and releases it.
        updateLayout()
        if subviewsChangedWhileRebuilding {
            subviewsChangedWhileRebuilding = false
            if !isLayoutContainer { parent?.subviewsDidChange() }
        }
    }

    /// The count of evaluations of this node's view type, kept from the first evaluation.
    @exclusivity(unchecked) private final var bodyEvaluationCount: BodyEvaluationCount?

    /// Evaluates the body and passes it, in place (no `any View` box), to `use` (which runs
    /// after the evaluation, outside it).
    private final func evaluateBody(_ use: (BorrowedView) -> Void) {
        let graph = self.graph  // one strong load of the unowned reference
        bodyEvaluations += 1
        let count = bodyEvaluationCount ?? graph.bodyEvaluationCount(of: viewType)
        bodyEvaluationCount = count
        graph.recordBodyEvaluation(in: count)
        dependencies.removeAll(for: self)
        guard traits.hasDynamicProperties else {
            return withBorrowedView { $0.evaluateBody(in: graph, tracking: self, use) }
        }
        let installed = DynamicPropertyInstaller.install(in: view, node: self)
        BorrowedView.with(installed) { $0.evaluateBody(in: graph, tracking: self, use) }
    }

    // MARK: Children

    /// Reconciles the single child under `key` with `view`: updates the existing child when its
    /// key and type match, otherwise replaces it.
    final func updateChild(key: ChildKey, view childView: any View, environment childEnvironment: EnvironmentValues,
                           knownToDiffer: Bool = false) {
        BorrowedView.with(childView) {
            updateChild(key: key, view: $0, environment: childEnvironment, knownToDiffer: knownToDiffer)
        }
    }

    /// ``updateChild(key:view:environment:knownToDiffer:)`` with a view read in place (a field
    /// of this node's view, a body just evaluated): the child copies it only when it is new or
    /// differs.
    ///
    /// (Nothing returned: no caller used the child, and returning it cost a retain and a
    /// release per call.)
    final func updateChild(key: ChildKey, view childView: BorrowedView, environment childEnvironment: EnvironmentValues,
                           knownToDiffer: Bool = false) {
        let childType = childView.type
        if let existing = children.only, existing.key == key, existing.viewType == childType {
            existing.update(to: childView, environment: childEnvironment, knownToDiffer: knownToDiffer)
            return
        }
        // A loop, not `forEach`: a main-actor closure handed to the standard library checks its
        // executor at every call.
        for child in children { child.unmount() }
        let node = ViewNode.make(graph: graph, parent: self, key: key, view: childView, environment: childEnvironment,
                                 traits: traits.childTraits(childType))
        children = NodeChildren(node)
    }

    /// Reconciles children given in order with their keys. Existing children with the same key
    /// and view type keep their identity (and state); the rest are created or removed.
    final func updateChildren(_ specs: [(key: ChildKey, view: any View)], environment childEnvironment: EnvironmentValues) {
        updateChildren(BoxedChildSpecs(specs: specs), environment: childEnvironment)
    }

    /// ``updateChildren(_:environment:)`` with the children's views read in place.
    final func updateChildren<Specs: ChildSpecList>(_ specs: Specs, environment childEnvironment: EnvironmentValues) {
        let count = specs.count
        if children.isEmpty {
            // First build: every child is new (no identity to match, nothing to remove).
            children.reserveCapacity(count)
            for index in 0..<count {
                specs.withView(at: index) {
                    appendNewChild(key: specs.key(at: index), view: $0, environment: childEnvironment,
                                   traits: specs.traits(at: index, under: traits))
                }
            }
            return
        }
        var existing: [ChildKey: ViewNode] = [:]
        existing.reserveCapacity(children.count)
        for child in children { existing[child.key] = child }
        var next: [ViewNode] = []
        next.reserveCapacity(count)
        // Remove children whose identity is gone first, so that disappear actions run before
        // the appear actions of their replacements (as in SwiftUI).
        var keep = Set<ChildKey>(minimumCapacity: count)
        for index in 0..<count {
            let key = specs.key(at: index)
            keep.insert(key)
            if let node = existing[key], node.viewType != specs.type(at: index) {
                existing[key] = nil
                node.unmount()
            }
        }
        for (key, node) in existing where !keep.contains(key) {
            existing[key] = nil
            node.unmount()
        }
        for index in 0..<count {
            let key = specs.key(at: index)
            specs.withView(at: index) { view in
                if let node = existing.removeValue(forKey: key), node.viewType == view.type {
                    node.update(to: view, environment: childEnvironment)
                    next.append(node)
                } else {
                    if let stale = existing.removeValue(forKey: key) { stale.unmount() }
                    next.append(ViewNode.make(graph: graph, parent: self, key: key, view: view, environment: childEnvironment,
                                              traits: specs.traits(at: index, under: traits)))
                }
            }
        }
        children = NodeChildren(next)
    }

    /// Creates a child under `key` after the existing ones: for a first build, where no child
    /// can keep an identity (see ``updateChildren(_:environment:)``).
    final func appendNewChild(key: ChildKey, view childView: BorrowedView, environment childEnvironment: EnvironmentValues,
                              traits childTraits: ViewTypeTraits) {
        children.append(ViewNode.make(graph: graph, parent: self, key: key, view: childView, environment: childEnvironment,
                                      traits: childTraits))
    }

    /// Removes this node and its subtree from the graph: cancels subscriptions, runs
    /// `onDisappear` actions (children first, as SwiftUI does), and releases state.
    ///
    /// The caller then drops this node from its parent's `children` (see ``parent``).
    final func unmount() {
        unmount(detaching: true)
    }

    /// `detaching`: this node is the root of the removed subtree (its parent keeps no
    /// reference to it), so it forgets its parent; the nodes below keep theirs, which their
    /// parents' `deinit` clears.
    private final func unmount(detaching: Bool) {
        guard isMounted else { return }
        isMounted = false
        for child in children { child.unmount(detaching: false) }
        dependencies.removeAll(for: self)
        for action in disappearActions { graph.enqueueAction(action) }
        disappearActions = []
        graph.nodeCount -= 1
        parent?.subviewsDidChange()
        if detaching { parent = nil }
    }

    // MARK: Tree queries

    /// The view as a `T`, if it is one. Unlike `view as? T`, an `Optional` view is never taken
    /// for its wrapped view (Swift's dynamic casts unwrap optionals).
    func viewAs<T>(_ type: T.Type = T.self) -> T? {
        isOptionalView ? nil : view as? T
    }

    /// Whether the view is a `T` (see ``viewAs(_:)``).
    final func viewIs<T>(_ type: T.Type) -> Bool { viewAs(type) != nil }

    /// The view type's name, without module prefixes (for diagnostics and dumps).
    final var typeName: String { ViewTypeName.describe(viewType) }
}

/// How a node's view is handled by the graph.
enum NodeKind {
    /// A view with a `body`: evaluated, then its body becomes the single child.
    case composite
    /// A built-in view with no body: it reconciles its own children.
    case primitive(any PrimitiveView.Type)

    /// How nodes of this kind contribute to their container's subviews.
    @MainActor var subviewBehavior: SubviewBehavior {
        switch self {
        case .composite: .transparent
        case .primitive(let type): type.subviewBehavior
        }
    }
}

extension BorrowedView {
    /// Evaluates the view's `body` in place, for `node` in `graph` (with Observation tracking),
    /// then passes the body, in place, to `use`.
    @MainActor
    func evaluateBody(in graph: ViewGraph, tracking node: ViewNode, _ use: (BorrowedView) -> Void) {
        func evaluate<V: View>(_: V.Type) {
            let view = address.assumingMemoryBound(to: V.self)
            let body = graph.withEvaluation(of: node) { ObservationTracking.track(node) { view.pointee.body } }
            BorrowedView.with(value: body, use)
        }
        _openExistential(type, do: evaluate)
    }
}
