/// A publisher that publishes changes from observable objects.
///
/// It may be subscribed to and sent on from any thread; a subscriber is called on the thread
/// that sends, so a user interface subscribing to it can itself detect delivery off the main
/// thread.
///
/// Differs from Combine: declared `Sendable` (its state is guarded by a lock, hence
/// `@unchecked`), so that it can be handed across isolation domains.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let conduits = ConduitList<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        conduits.attach(subscriber)
    }

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        conduits.send(())
    }
}
