/// The life of a subscriber that holds its subscription: awaiting it, holding it, then done.
///
/// A value of this type is guarded by its owner's lock; the methods only change state and
/// report what the owner should do once the lock is released.
enum SubscriberStatus {
    case awaitingSubscription
    case subscribed(any Subscription)
    case terminal

    /// Whether the subscriber holds a live subscription.
    var isSubscribed: Bool {
        if case .subscribed = self { return true }
        return false
    }

    /// Takes the subscription if none came before; returns whether it was accepted.
    mutating func accept(_ subscription: any Subscription) -> Bool {
        guard case .awaitingSubscription = self else { return false }
        self = .subscribed(subscription)
        return true
    }

    /// Ends the subscriber's life on completion; returns whether it was still live.
    mutating func terminate() -> Bool {
        if case .terminal = self { return false }
        self = .terminal
        return true
    }

    /// Ends the subscriber's life on cancellation; returns the subscription to cancel.
    mutating func cancel() -> (any Subscription)? {
        defer { self = .terminal }
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }
}
