/// A weak reference to a view node, safe to capture in callbacks from other threads (it is
/// only dereferenced on the main actor).
@MainActor
final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
