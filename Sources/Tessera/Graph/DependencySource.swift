/// Something view bodies can read and depend on (a `@State` storage).
///
/// Invariant: `dependents` holds exactly the mounted nodes whose last body evaluation read this
/// source; a node removes itself before each re-evaluation and when unmounted.
@MainActor
final class DependencySource {
    private var dependents: [ObjectIdentifier: WeakNode] = [:]
    /// The reader recorded last, while it is among `dependents`: a reader that reads again
    /// (a `ForEach` row closure per row) is known without a look-up or entering the main
    /// actor (see ``isRecorded(forReader:)``).
    nonisolated(unsafe) private var lastReader: ObjectIdentifier?

    /// Records that the body being evaluated read this source.
    func recordRead(in graph: ViewGraph) {
        guard !DependencyTracking.isSuspended, let node = graph.evaluatingNode else { return }
        let id = ObjectIdentifier(node)
        if dependents[id] == nil {
            dependents[id] = WeakNode(node)
            node.dependencies.add(self)
        }
        lastReader = id
    }

    /// Whether `reader` (a graph's ``ViewGraph/evaluatingNodeID``) is known to be recorded
    /// already; `false` when unknown. Readable off the main actor.
    nonisolated func isRecorded(forReader reader: ObjectIdentifier?) -> Bool {
        reader != nil && lastReader == reader
    }

    func remove(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        if lastReader == id { lastReader = nil }
        dependents[id] = nil
    }

    /// Marks every reader as needing a body evaluation.
    func invalidateDependents() {
        for entry in dependents.values { entry.node?.invalidate() }
    }
}

/// What a node's last body evaluation depended on.
@MainActor
struct NodeDependencies {
    private var sources: [DependencySource] = []
    /// One predicate per environment value read: does the new environment change it?
    private var environmentReads: [(EnvironmentValues) -> Bool] = []

    mutating func add(_ source: DependencySource) { sources.append(source) }

    mutating func readEnvironment(_ changed: @escaping (EnvironmentValues) -> Bool) {
        environmentReads.append(changed)
    }

    func environmentChanged(in environment: EnvironmentValues) -> Bool {
        environmentReads.contains { $0(environment) }
    }

    /// Forgets every dependency (before a re-evaluation, or when the node leaves the graph).
    mutating func removeAll(for node: ViewNode) {
        for source in sources { source.remove(node) }
        sources.removeAll(keepingCapacity: true)
        environmentReads.removeAll(keepingCapacity: true)
    }
}

/// Scoped switches for dependency recording (main thread only).
enum DependencyTracking {
    /// While true, reads record no dependency (e.g. a binding's snapshot of its value).
    nonisolated(unsafe) static var isSuspended = false

    static func withoutRecording<T>(_ body: () -> T) -> T {
        let saved = isSuspended
        isSuspended = true
        defer { isSuspended = saved }
        return body()
    }
}
