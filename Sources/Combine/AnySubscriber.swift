/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you don’t want to
/// expose, or to create a subscriber from closures. It keeps the combine identifier of the
/// subscriber it wraps.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
    private let describe: () -> String

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        describe = { String(describing: s) }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
        describe = { "Anonymous AnySubscriber" }
    }

    public var description: String { describe() }

    public func receive(subscription: any Subscription) {
        receiveSubscriptionBody(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody(value)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody(completion)
    }
}
