import Combine
import Foundation

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// The view subscribes when it appears and cancels when it disappears; a new publisher
    /// (one that doesn't compare equal to the last, as a view value's field would) is
    /// subscribed in place of the old. The action is the one of the latest view value, run on
    /// the main actor.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }
}

/// A modifier that subscribes to a publisher for as long as its view is in the graph.
public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    public typealias Body = Never
}

/// Values a publisher sent, waiting for the graph's next update (from any thread).
final class ReceivedValues<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) { lock.withLock { values.append(value) } }

    var isEmpty: Bool { lock.withLock { values.isEmpty } }

    func take() -> [Value] {
        lock.withLock {
            defer { values.removeAll() }
            return values
        }
    }
}

/// A `.onReceive` node's subscription, the publisher it is for, and the latest action.
///
/// A value (on any thread) is kept and the node invalidated (through the graph's mailbox, so
/// at once on the main thread); the node's next reconciliation queues the actions, which run
/// after that update, on the main actor, and may write state.
@MainActor
final class ReceiveSubscription<P: Publisher> where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void
    private var cancellable: AnyCancellable?
    private let received = ReceivedValues<P.Output>()

    init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }

    func subscribe(for node: ViewNode) {
        let target = WeakNode(node), mailbox = node.graph.mailbox, received = received
        // `@Sendable`: the publisher may call this on any thread; it must not inherit main-actor isolation.
        cancellable = publisher.sink { @Sendable value in
            received.append(value)
            mailbox.post(target, warning: ("onReceive: a value published off the main thread is delivered on the main actor.",
                                           "onReceive.background"))
        }
    }

    func cancel() { cancellable = nil }

    /// Whether values wait for ``deliver()``.
    var hasReceived: Bool { !received.isEmpty }

    /// Runs the action for each value received since the last call.
    func deliver() {
        for value in received.take() { action(value) }
    }
}

extension _OnReceiveModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        let subscription: ReceiveSubscription<P>
        if let existing = node.payload as? ReceiveSubscription<P> {
            subscription = existing
            subscription.action = action
            if !ValueComparison.isEqual(subscription.publisher, publisher) {
                subscription.publisher = publisher
                subscription.subscribe(for: node)
            }
        } else {
            subscription = ReceiveSubscription(publisher: publisher, action: action)
            node.payload = subscription
            subscription.subscribe(for: node)
            node.disappearActions.append { subscription.cancel() }
        }
        if subscription.hasReceived { node.graph.enqueueAction { subscription.deliver() } }
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}
