/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// Returns the “empty” subscription.
    ///
    /// Use the empty subscription when you need a `Subscription` that ignores requests and
    /// cancellation, such as for a publisher that completes right away.
    public static var empty: any Subscription {
        EmptySubscription()
    }
}

/// A subscription that ignores demand and cancellation.
struct EmptySubscription: Subscription, CustomStringConvertible {
    let combineIdentifier = CombineIdentifier()

    var description: String { "Empty" }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {}
}
