import Dispatch

/// Runs a body evaluation under Observation tracking: any `@Observable` property read there
/// invalidates the node when it changes (once; the next evaluation tracks again).
@MainActor
enum ObservationTracking {
    static func track<T>(_ node: ViewNode, _ evaluate: () -> T) -> T {
        let target = WeakNode(node)
        return withObservationTracking(evaluate, onChange: {
            if Thread.isMainThread {
                MainActor.assumeIsolated { target.node?.invalidate() }
            } else {
                RuntimeWarnings.report(
                    "An @Observable property read by a view was changed off the main thread; the update is delivered on the main actor.",
                    site: "Observable.background")
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { target.node?.invalidate() }
                }
            }
        })
    }
}
