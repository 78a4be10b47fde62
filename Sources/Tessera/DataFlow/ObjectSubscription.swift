import Dispatch

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
        cancellable = newObject.objectWillChange.sink { _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { target.node?.invalidate() }
            } else {
                RuntimeWarnings.report(
                    "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates. (\(typeName))",
                    site: "ObservableObject.background.\(typeName)")
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { target.node?.invalidate() }
                }
            }
        }
    }
}
