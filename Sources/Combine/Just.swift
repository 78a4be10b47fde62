import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// You can use a `Just` publisher to start a chain of publishers. A `Just` publisher is also
/// useful when replacing a value with `catch`. In contrast with `Result.Publisher`, a `Just`
/// publisher can’t fail with an error. The value is delivered once the subscriber requests
/// demand.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(output, downstream: subscriber))
    }
}

extension Just: Equatable where Output: Equatable {}

/// The subscription of one `Just` subscriber: delivers the value on first demand, then
/// finishes.
///
/// `@unchecked Sendable`: the subscriber is taken out under `lock`, so exactly one caller
/// delivers.
private final class JustSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let output: Downstream.Input
    private let lock = NSLock()
    /// The subscriber; `nil` once served or canceled.
    private var downstream: Downstream?

    init(_ output: Downstream.Input, downstream: Downstream) {
        self.output = output
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let downstream = lock.withLock {
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        _ = downstream.receive(output)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
