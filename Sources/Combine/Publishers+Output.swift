import Foundation

extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published
    /// elements.
    ///
    /// Once the range is exhausted, the publisher cancels its upstream subscription and
    /// finishes. The first downstream request is increased by the range's lower bound, so
    /// that skipped elements don't use up the subscriber's demand.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "range must not start below zero")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            upstream.subscribe(OutputSubscription(downstream: subscriber, range: range))
        }
    }
}

extension Publisher {
    /// Republishes elements up to the specified maximum count.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return output(in: 0..<maxLength)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published
    /// elements.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index..<(index + 1))
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

/// The subscriber `Publishers.Output` attaches upstream, and the subscription it gives
/// downstream in place of the upstream one.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
private final class OutputSubscription<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    /// Elements still to skip before the range starts.
    private var toSkip: Int
    /// Elements of the range still to publish.
    private var toPublish: Int
    private var hasRequested = false
    private var isFinished = false

    init(downstream: Downstream, range: CountableRange<Int>) {
        self.downstream = downstream
        self.toSkip = range.lowerBound
        self.toPublish = range.count
    }

    func receive(subscription: any Subscription) {
        let isEmpty = lock.withLock {
            if toPublish == 0 {
                isFinished = true
            } else {
                upstream = subscription
            }
            return toPublish == 0
        }
        guard isEmpty else {
            downstream.receive(subscription: self)
            return
        }
        subscription.cancel()
        downstream.receive(subscription: Subscriptions.empty)
        downstream.receive(completion: .finished)
    }

    func request(_ demand: Subscribers.Demand) {
        let (upstream, extra) = lock.withLock {
            defer { hasRequested = true }
            return (self.upstream, hasRequested ? 0 : toSkip)
        }
        upstream?.request(demand + extra)
    }

    private enum Disposition {
        case skip, publish, publishLast, ignore
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (disposition, upstream): (Disposition, (any Subscription)?) = lock.withLock {
            if isFinished { return (.ignore, nil) }
            if toSkip > 0 {
                toSkip -= 1
                return (.skip, nil)
            }
            toPublish -= 1
            guard toPublish == 0 else { return (.publish, nil) }
            isFinished = true
            defer { self.upstream = nil }
            return (.publishLast, self.upstream)
        }
        switch disposition {
        case .skip, .ignore:
            return .none
        case .publish:
            return downstream.receive(input)
        case .publishLast:
            upstream?.cancel()
            _ = downstream.receive(input)
            downstream.receive(completion: .finished)
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let wasLive = lock.withLock {
            defer {
                isFinished = true
                upstream = nil
            }
            return !isFinished
        }
        if wasLive {
            downstream.receive(completion: completion)
        }
    }

    func cancel() {
        let upstream = lock.withLock {
            isFinished = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
