import Foundation

extension Publishers {
    /// A publisher that publishes only elements that don’t match the previous element.
    ///
    /// Each element left out is replaced by a request for one more from upstream, so the
    /// downstream demand is honored.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure to evaluate whether two elements are equivalent, for purposes of
        /// filtering.
        public let predicate: (Output, Output) -> Bool

        /// Creates a publisher that publishes only elements that don’t match the previous
        /// element, as evaluated by a provided closure.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RemoveDuplicatesSubscriber(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publisher {
    /// Publishes only elements that don’t match the previous element, as evaluated by a
    /// provided closure.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don’t match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

/// The subscriber `Publishers.RemoveDuplicates` attaches upstream; it remembers the last
/// element it saw.
///
/// `@unchecked Sendable`: `previous` is guarded by `lock`.
private final class RemoveDuplicatesSubscriber<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let predicate: (Input, Input) -> Bool
    private let lock = NSLock()
    private var previous: Input?

    init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let last = lock.withLock {
            defer { previous = input }
            return previous
        }
        if let last, predicate(last, input) {
            return .max(1)
        }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
