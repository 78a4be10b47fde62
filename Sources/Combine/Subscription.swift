/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained in spirit: each has an identity, and canceling one
/// frees the resources the publisher holds for its subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}
