/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to ”inject” values into a stream, by calling its
/// `send(_:)` method.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)

    /// Sends a subscription to the subscriber.
    ///
    /// This call provides the `Subject` an opportunity to establish demand for any new
    /// upstream subscriptions.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}
