/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
///
/// Unlike `PassthroughSubject`, `CurrentValueSubject` maintains a buffer of the most
/// recently published element: a new subscriber receives it first, as soon as it requests
/// demand. Calling `send(_:)` on a `CurrentValueSubject` also updates the current value,
/// making it equivalent to updating the `value` directly. It may be used from any thread.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let conduits = ConduitList<Output, Failure>()
    /// The current value. Guarded by the lock of `conduits`.
    private var currentValue: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        currentValue = value
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    ///
    /// Setting the value after the subject has completed does nothing.
    public var value: Output {
        get { conduits.withLock { currentValue } }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        conduits.send(input, whileLocked: { currentValue = input })
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        conduits.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        conduits.retain(upstream: subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, replaying: { currentValue })
    }
}

/// Differs from Combine: `Sendable` when its elements and errors are, so that it can be sent
/// on from any isolation domain; its state is guarded by a lock, hence `@unchecked`.
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable, Failure: Sendable {}
