/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, a `PassthroughSubject` doesn’t have an initial value or a
/// buffer of the most recently-published element. A `PassthroughSubject` drops values if
/// there are no subscribers, or its current demand is zero. It may be used from any thread.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = ConduitList<Output, Failure>()

    /// Creates a subject that broadcasts elements to downstream subscribers.
    public init() {}

    public func send(_ input: Output) {
        conduits.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        conduits.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        conduits.retain(upstream: subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber)
    }
}

/// Differs from Combine: `Sendable` when its elements and errors are, so that it can be sent
/// on from any isolation domain; its state is guarded by a lock, hence `@unchecked`.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable, Failure: Sendable {}
