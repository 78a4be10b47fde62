import Foundation

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// Once canceled or completed, a sink calls neither closure again, even if a publisher
    /// racing on another thread still delivers a value.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to execute on receipt of a value.
        public let receiveValue: (Input) -> Void

        /// The closure to execute on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = NSLock()
        /// Where the sink is in its life. Guarded by `lock`.
        private var status = SubscriberStatus.awaitingSubscription

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            if lock.withLock({ status.accept(subscription) }) {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if lock.withLock({ status.isSubscribed }) {
                receiveValue(value)
            }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            if lock.withLock({ status.terminate() }) {
                receiveCompletion(completion)
            }
        }

        public func cancel() {
            let subscription = lock.withLock { status.cancel() }
            subscription?.cancel()
        }
    }
}
