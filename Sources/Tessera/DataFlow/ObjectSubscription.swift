/// A view node's subscription to an `ObservableObject`'s `objectWillChange`.
///
/// Kept in one of the node's state slots; re-subscribes when the view is given another object.
/// A change announced off the main thread is delivered on the main actor, with the runtime
/// warning SwiftUI gives.
@MainActor
final class ObjectSubscription {
    private var object: AnyObject?
    private var cancellable: AnyCancellable?

    func observe<Object: ObservableObject>(_ newObject: Object, for node: ViewNode) {
        if object === newObject, cancellable != nil { return }
        object = newObject
        let target = WeakNode(node)
        let typeName = String(describing: Object.self)
        let mailbox = node.graph.mailbox
        // `@Sendable`: the publisher may call this on any thread; it must not inherit main-actor isolation.
        cancellable = newObject.objectWillChange.sink { @Sendable _ in
            mailbox.post(target, warning: (
                "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates. (\(typeName))",
                "ObservableObject.background.\(typeName)"))
        }
    }
}
