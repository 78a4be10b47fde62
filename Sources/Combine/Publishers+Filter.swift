extension Publishers {
    /// A publisher that republishes all elements that match a provided closure.
    ///
    /// Each element left out is replaced by a request for one more from upstream, so the
    /// downstream demand is honored.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes all elements that match a provided closure.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FilterSubscriber(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

extension Publisher {
    /// Republishes all elements that match a provided closure.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

/// The subscriber `Publishers.Filter` attaches upstream.
private struct FilterSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let isIncluded: (Input) -> Bool

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
