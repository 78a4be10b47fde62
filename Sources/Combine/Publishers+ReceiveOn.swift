import Foundation

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific
    /// scheduler.
    ///
    /// Elements and completion are delivered on the scheduler; the subscription itself is
    /// handed downstream synchronously. Demand the subscriber returns from each element is
    /// requested from upstream after the element is delivered. Once canceled, elements still
    /// waiting on the scheduler are dropped.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a
        /// specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscription(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// You use `receive(on:options:)` to specify how later operators and subscribers receive
    /// elements, for example `receive(on: DispatchQueue.main)` to update a user interface.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// The subscriber `Publishers.ReceiveOn` attaches upstream, and the subscription it gives
/// downstream in place of the upstream one.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
private final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var isCancelled = false

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            guard !lock.withLock({ isCancelled }) else { return }
            let demand = downstream.receive(input)
            if demand > 0 {
                request(demand)
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            let isLive = lock.withLock {
                defer {
                    isCancelled = true
                    upstream = nil
                }
                return !isCancelled
            }
            if isLive {
                downstream.receive(completion: completion)
            }
        }
    }

    func cancel() {
        let upstream = lock.withLock {
            isCancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
