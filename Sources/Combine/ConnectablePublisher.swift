import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use `connect()` to start publishing, or `autoconnect()` to connect when the first
/// subscriber attaches.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// Differs from Combine: it connects when the first subscriber attaches and stays
    /// connected until it is released (Combine also disconnects when the last subscriber
    /// cancels, and connects again for the next).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        deinit { connection?.cancel() }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            let connect = lock.withLock { () -> Bool in
                guard connection == nil else { return false }
                connection = NoConnection()
                return true
            }
            if connect {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }
    }
}

/// A placeholder while the first subscriber's connection is being made.
private struct NoConnection: Cancellable {
    func cancel() {}
}
