import Foundation

extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later
    /// elements.
    ///
    /// The first downstream request is increased by `count`, so that the omitted elements
    /// don't use up the subscriber's demand.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that omits a specified number of elements before republishing
        /// later elements.
        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "count must not be negative")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DropSubscription(downstream: subscriber, count: count))
        }
    }
}

extension Publisher {
    /// Omits the specified number of elements before republishing subsequent elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

/// The subscriber `Publishers.Drop` attaches upstream, and the subscription it gives
/// downstream in place of the upstream one.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
private final class DropSubscription<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    /// Elements still to omit.
    private var remaining: Int
    private var hasRequested = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.remaining = count
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func request(_ demand: Subscribers.Demand) {
        let (upstream, extra) = lock.withLock {
            defer { hasRequested = true }
            return (self.upstream, hasRequested ? 0 : remaining)
        }
        upstream?.request(demand + extra)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let omit = lock.withLock {
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
        return omit ? .none : downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        downstream.receive(completion: completion)
    }

    func cancel() {
        let upstream = lock.withLock {
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
