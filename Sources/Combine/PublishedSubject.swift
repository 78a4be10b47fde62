/// The storage behind a `@Published` property: its value, its subscribers, and the
/// enclosing object's `objectWillChange` publisher once that has been asked for.
///
/// Two values are kept so that a write publishes in `willSet` order: `latestValue` is what
/// subscribers were last sent (and what a new subscriber receives first), `storedValue` is
/// what the property reads as, updated only after subscribers have run.
///
/// `@unchecked Sendable`: all mutable state is guarded by the lock of `conduits`, and no
/// subscriber is called while it is held.
@usableFromInline
final class PublishedSubject<Value>: ObjectWillChangeCarrier, @unchecked Sendable {
    private let conduits = ConduitList<Value, Never>()
    private var storedValue: Value
    private var latestValue: Value
    private var objectWillChange: ObservableObjectPublisher?

    init(_ value: Value) {
        storedValue = value
        latestValue = value
    }

    /// The value the property reads as.
    @usableFromInline
    var value: Value {
        conduits.withLock { storedValue }
    }

    /// Writes the property: notifies the object, then the subscribers, then stores.
    @usableFromInline
    func send(_ newValue: Value) {
        let (isUnobserved, willChange) = conduits.withLock {
            guard objectWillChange == nil, !conduits.hasSubscribersWhileLocked else {
                return (false, objectWillChange)
            }
            storedValue = newValue
            latestValue = newValue
            return (true, nil)
        }
        if isUnobserved { return }
        willChange?.send()
        conduits.send(newValue, whileLocked: { latestValue = newValue })
        conduits.withLock { storedValue = newValue }
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        conduits.attach(subscriber, replaying: { latestValue })
    }

    /// Subscribes to `publisher` and writes each of its elements to the property, for as
    /// long as this storage lives.
    func assign<P: Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
        publisher.subscribe(PublishedAssignSubscriber(self))
    }

    /// Keeps an upstream subscription of `assign(from:)` alive as long as this storage.
    func retain(upstream subscription: any Subscription) {
        conduits.retain(upstream: subscription)
    }

    var installedObjectWillChange: ObservableObjectPublisher? {
        conduits.withLock { objectWillChange }
    }

    func installObjectWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        conduits.withLock {
            if let objectWillChange { return objectWillChange }
            objectWillChange = publisher
            return publisher
        }
    }
}

/// The subscriber behind `assign(to: &$property)`: writes each element to the property.
///
/// It holds the property's storage weakly; the storage holds the subscription, so the
/// subscription ends when the storage goes away.
private final class PublishedAssignSubscriber<Value>: Subscriber {
    typealias Input = Value
    typealias Failure = Never

    private weak var subject: PublishedSubject<Value>?

    init(_ subject: PublishedSubject<Value>) {
        self.subject = subject
    }

    func receive(subscription: any Subscription) {
        if let subject {
            subject.retain(upstream: subscription)
        } else {
            subscription.cancel()
        }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
