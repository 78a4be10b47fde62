import Foundation

/// The subscription a subject gives one subscriber: it tracks that subscriber's demand.
///
/// A value offered while the subscriber has no demand is dropped, as in Combine; the one
/// exception is the replayed first value of a current-value subject, which waits for demand
/// and is replaced by newer values while it waits. Values sent concurrently from several
/// threads reach the subscriber concurrently, as in Combine.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`; the subscriber is called
/// only after the lock is released.
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    /// The subscriber; `nil` once completed or canceled.
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// A value waiting for the subscriber's first demand.
    private var pending: Output?
    private weak var owner: ConduitList<Output, Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>, owner: ConduitList<Output, Failure>, replaying initial: Output?) {
        self.downstream = downstream
        self.owner = owner
        self.pending = initial
    }

    var description: String { "Subject subscription" }

    func request(_ additional: Subscribers.Demand) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        demand += additional
        guard let value = pending, demand > 0 else {
            lock.unlock()
            return
        }
        pending = nil
        demand -= 1
        lock.unlock()
        deliver(value, to: downstream)
    }

    /// Delivers a value if the subscriber has demand for it.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        if pending != nil {
            pending = value
            lock.unlock()
            return
        }
        guard demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        deliver(value, to: downstream)
    }

    /// Completes the subscriber, once.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock {
            defer {
                self.downstream = nil
                pending = nil
            }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func cancel() {
        let owner = lock.withLock {
            downstream = nil
            pending = nil
            return self.owner
        }
        owner?.remove(self)
    }

    private func deliver(_ value: Output, to downstream: AnySubscriber<Output, Failure>) {
        let additional = downstream.receive(value)
        guard additional > 0 else { return }
        lock.withLock {
            if self.downstream != nil {
                demand += additional
            }
        }
    }
}
