import Combine
import Foundation

/// A publisher with one subscriber at a time that records the demand requested of it and
/// whether it was canceled, and sends values only when told to.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
final class ProbePublisher<Output>: Publisher, @unchecked Sendable {
    typealias Failure = Never

    private final class Probe: Subscription, @unchecked Sendable {
        weak var owner: ProbePublisher?
        func request(_ demand: Subscribers.Demand) { owner?.record(demand) }
        func cancel() { owner?.recordCancel() }
    }

    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Never>?
    private var requests: [Subscribers.Demand] = []
    private var canceled = false

    var requestedDemands: [Subscribers.Demand] { lock.withLock { requests } }

    var isCanceled: Bool { lock.withLock { canceled } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        lock.withLock { downstream = AnySubscriber(subscriber) }
        let probe = Probe()
        probe.owner = self
        subscriber.receive(subscription: probe)
    }

    /// Sends a value regardless of demand, as a misbehaving or racing publisher might.
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        lock.withLock { downstream }?.receive(value) ?? .none
    }

    private func record(_ demand: Subscribers.Demand) {
        lock.withLock { requests.append(demand) }
    }

    private func recordCancel() {
        lock.withLock {
            canceled = true
            downstream = nil
        }
    }
}
