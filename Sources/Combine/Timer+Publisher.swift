import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events, in seconds.
    ///   - tolerance: The allowed timing variance when emitting events.
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// Differs from Combine: the timer is a dispatch timer — on the main queue for
    /// `RunLoop.main` (which a GTK app's main loop and an `async` main both drain, see C3),
    /// else on a background queue — so it fires whether or not the run loop runs; `mode` is
    /// not used.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subscribers = ConduitList<Date, Never>()
        private let lock = NSLock()
        private var timer: (any DispatchSourceTimer)?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        deinit { timer?.cancel() }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        public func connect() -> any Cancellable {
            let source = DispatchSource.makeTimerSource(queue: runLoop === RunLoop.main ? .main : .global())
            let every = DispatchTimeInterval.nanoseconds(Int(max(interval, 0.000_001) * 1_000_000_000))
            let leeway = DispatchTimeInterval.nanoseconds(Int(max(tolerance ?? 0, 0) * 1_000_000_000))
            source.schedule(deadline: .now() + every, repeating: every, leeway: leeway)
            source.setEventHandler { [subscribers] in subscribers.send(Date()) }
            lock.withLock {
                timer?.cancel()
                timer = source
            }
            source.resume()
            return TimerConnection(source: source)
        }
    }
}

/// Stops a timer publisher's timer.
private struct TimerConnection: Cancellable, @unchecked Sendable {
    let source: any DispatchSourceTimer
    func cancel() { source.cancel() }
}
