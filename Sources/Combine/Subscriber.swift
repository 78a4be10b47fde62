/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives exactly one subscription, then values up to the demand it
/// requested through that subscription, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input

    /// The kind of errors this subscriber might receive.
    ///
    /// Use `Never` if this `Subscriber` cannot receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may
    /// request items.
    func receive(subscription: any Subscription)

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Returns: A demand for more elements, added to the demand already outstanding.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally or
    /// with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further
    /// requests.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}
