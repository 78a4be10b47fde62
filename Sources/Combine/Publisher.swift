/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more `Subscriber` instances. The subscriber's
/// `Input` and `Failure` types must match the publisher's `Output` and `Failure` types.
/// A publisher calls, in order: `receive(subscription:)` once, then `receive(_:)` zero or
/// more times (never more often than the subscriber's demand), then at most one
/// `receive(completion:)`.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output

    /// The kind of errors this publisher might publish.
    ///
    /// Use `Never` if this publisher does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of `Publisher` must implement this method. The provided extension
    /// method `subscribe(_:)` calls this method.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Always call this method instead of `receive(subscriber:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
