extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// closure.
    ///
    /// Demand passes through unchanged: one upstream element gives one downstream element.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with
        /// a provided closure.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapSubscriber(downstream: subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

/// The subscriber `Publishers.Map` attaches upstream; it hands the upstream subscription
/// straight to the downstream subscriber.
private struct MapSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(transform(input))
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
