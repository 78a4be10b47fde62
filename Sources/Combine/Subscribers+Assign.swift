import Foundation

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key
    /// path.
    ///
    /// The subscriber holds the object strongly until it completes or is canceled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = NSLock()
        /// The object that contains the property; `nil` once completed or canceled. Guarded by `lock`.
        private var target: Root?
        /// Where the subscriber is in its life. Guarded by `lock`.
        private var status = SubscriberStatus.awaitingSubscription

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.target = object
            self.keyPath = keyPath
        }

        /// The object that contains the property to assign, until completion or cancellation.
        public var object: Root? {
            lock.withLock { target }
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            if lock.withLock({ status.accept(subscription) }) {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            let object = lock.withLock { status.isSubscribed ? target : nil }
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                _ = status.terminate()
                target = nil
            }
        }

        public func cancel() {
            let subscription = lock.withLock {
                target = nil
                return status.cancel()
            }
            subscription?.cancel()
        }
    }
}
