/// Runs a body evaluation under Observation tracking: any `@Observable` property read there
/// invalidates the node when it changes (once; the next evaluation tracks again).
@MainActor
enum ObservationTracking {
    static func track<T>(_ node: ViewNode, _ evaluate: () -> T) -> T {
        // `onChange` is an autoclosure: the handler (and its weak reference to the node) is
        // made only when the evaluation read an observable property, so a body that reads
        // none allocates nothing here.
        withObservationTracking(evaluate, onChange: invalidation(of: node))
    }

    /// The change handler for `node`: it posts the node's invalidation to the main actor.
    private static func invalidation(of node: ViewNode) -> @Sendable () -> Void {
        let target = WeakNode(node)
        let mailbox = node.graph.mailbox
        return {
            mailbox.post(target, warning: (
                "An @Observable property read by a view was changed off the main thread; the update is delivered on the main actor.",
                "Observable.background"))
        }
    }
}
