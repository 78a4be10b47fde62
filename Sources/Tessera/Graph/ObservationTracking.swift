/// Runs a body evaluation under Observation tracking: any `@Observable` property read there
/// invalidates the node when it changes (once; the next evaluation tracks again).
@MainActor
enum ObservationTracking {
    static func track<T>(_ node: ViewNode, _ evaluate: () -> T) -> T {
        let target = WeakNode(node)
        let mailbox = node.graph.mailbox
        return withObservationTracking(evaluate, onChange: {
            mailbox.post(target, warning: (
                "An @Observable property read by a view was changed off the main thread; the update is delivered on the main actor.",
                "Observable.background"))
        })
    }
}
