extension Publishers {
    /// A publisher that republishes all non-`nil` results of calling a closure with each
    /// received element.
    ///
    /// Each `nil` result is replaced by a request for one more element from upstream, so the
    /// downstream demand is honored.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that receives values from the upstream publisher and returns optional
        /// values.
        public let transform: (Upstream.Output) -> Output?

        /// Creates a publisher that republishes all non-`nil` results of calling a closure
        /// with each received element.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CompactMapSubscriber(downstream: subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Calls a closure with each received element and publishes any returned optional that
    /// has a value.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

/// The subscriber `Publishers.CompactMap` attaches upstream.
private struct CompactMapSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input?

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
