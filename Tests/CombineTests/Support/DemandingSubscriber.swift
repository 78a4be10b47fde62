import Combine
import Foundation

/// A subscriber that requests a set demand up front and after each value, records what it
/// receives, and can request more later.
final class DemandingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var receivedValues: [Input] = []
    private var receivedCompletions: [Subscribers.Completion<Failure>] = []

    init(initialDemand: Subscribers.Demand, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    var values: [Input] { lock.withLock { receivedValues } }

    var completions: [Subscribers.Completion<Failure>] { lock.withLock { receivedCompletions } }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { subscription }?.request(demand)
    }

    func cancel() {
        lock.withLock { subscription }?.cancel()
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        if initialDemand > 0 {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { receivedValues.append(input) }
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { receivedCompletions.append(completion) }
    }
}
