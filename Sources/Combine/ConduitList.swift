import Foundation

/// The downstream subscriptions of a subject, with its completion and upstream subscriptions.
///
/// Invariants: every piece of state is guarded by `lock`, which the owning subject also uses
/// for its own state through `withLock(_:)`; no subscriber is ever called while the lock is
/// held, so a subscriber may send to, subscribe to or cancel the same subject reentrantly.
/// Once completed, the list is empty for good and late subscribers get the completion at once.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
final class ConduitList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    /// Subscriptions to upstream publishers feeding the subject, canceled when it goes away.
    private var upstreams: [any Subscription] = []

    deinit {
        for upstream in upstreams {
            upstream.cancel()
        }
    }

    /// Runs `body` under the list's lock, so that a subject's own state changes atomically
    /// with sends and subscriptions.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }

    /// Whether any subscriber is attached; call only inside `withLock(_:)`.
    var hasSubscribersWhileLocked: Bool {
        !conduits.isEmpty
    }

    /// Attaches a subscriber; `replaying` runs under the lock and gives the value the new
    /// subscriber receives first, once it requests demand, or `nil` for none.
    func attach<S: Subscriber>(
        _ subscriber: S,
        replaying initial: () -> Output? = { nil }
    ) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(AnySubscriber(subscriber), owner: self, replaying: initial())
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Offers a value to every subscriber with outstanding demand; `whileLocked` runs under
    /// the lock just before the subscribers are collected. Does nothing once completed.
    func send(_ value: Output, whileLocked update: () -> Void = {}) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        update()
        let targets = conduits
        lock.unlock()
        for conduit in targets {
            conduit.offer(value)
        }
    }

    /// Completes every subscriber and the list itself; only the first completion counts.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let targets = conduits
        conduits = []
        lock.unlock()
        for conduit in targets {
            conduit.finish(completion)
        }
    }

    /// Keeps an upstream subscription alive for as long as the subject, and requests
    /// unlimited demand from it; cancels it instead if the subject has completed.
    func retain(upstream subscription: any Subscription) {
        let accepted = lock.withLock {
            guard completion == nil else { return false }
            upstreams.append(subscription)
            return true
        }
        if accepted {
            subscription.request(.unlimited)
        } else {
            subscription.cancel()
        }
    }

    /// Forgets a canceled conduit.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    func remove(_ conduit: Conduit<Output, Failure>) {
        lock.withLock {
            conduits.removeAll { $0 === conduit }
        }
    }
}
