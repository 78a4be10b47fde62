import Foundation

/// Waiting in tests for what happens asynchronously (a task, a timer, another process, an X
/// server): check a condition again and again until it holds or a generous deadline passes.
///
/// A test that sleeps a fixed time, or spins a fixed number of times, guesses how long the
/// machine needs; on a loaded machine (two cores, a load of 15) a process may get no CPU for
/// seconds and the guess is wrong. Polling with a deadline waits exactly as long as needed:
/// fast when idle, patient under load. What the test then asserts is unchanged: when the
/// behaviour is broken the condition never holds, and the assertion after the wait fails
/// (after the deadline).
///
/// Tests wait with the `async` functions: they suspend between checks and hold no thread.
/// Swift Testing runs every test — a synchronous one too — on a thread of the cooperative
/// pool, which has as many threads as the machine has cores (two in CI); a test that blocks
/// its thread for a minute leaves the other tests running in parallel one thread fewer (or
/// none), and their tasks time out.
///
/// Tessera addition (a test helper; SwiftUI has none).
public enum Polling {
    /// The deadline of a wait, in seconds, unless a test gives its own: long enough for a
    /// starved process, short enough that a broken behaviour fails the test soon.
    public static let defaultTimeout: TimeInterval = 10

    /// The pause between two checks, in seconds.
    public static let defaultInterval: TimeInterval = 0.02

    /// Checks `produce` every `interval` seconds until it returns a value, at most `timeout`
    /// seconds (it is checked once more at the deadline), suspending the task between checks
    /// (no thread is held meanwhile). `produce` runs in the caller's isolation. Returns the
    /// value, or nil.
    ///
    /// The threads that resume a waiting task are shared by every test running in parallel:
    /// while others hold them (a slow build, a sanitizer, the main actor busy), a deadline
    /// alone can pass before the awaited work had a turn. So the wait also lasts at least
    /// `timeout / interval` checks — each one a turn this test was given.
    public static func value<T>(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                                isolation: isolated (any Actor)? = #isolation,
                                _ produce: () async throws -> T?) async rethrows -> T? {
        let deadline = Deadline(timeout)
        let minimumChecks = Int((timeout / interval).rounded(.up))
        var checks = 0
        while true {
            let passed = deadline.hasPassed
            if let value = try await produce() { return value }
            checks += 1
            if passed && checks >= minimumChecks || Task.isCancelled { return nil }
            try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        }
    }

    /// Checks `condition` every `interval` seconds until it holds, at most `timeout` seconds,
    /// suspending the task between checks (see ``value(timeout:interval:isolation:_:)``).
    /// Returns whether it held.
    @discardableResult
    public static func wait(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                            isolation: isolated (any Actor)? = #isolation,
                            until condition: () async throws -> Bool) async rethrows -> Bool {
        try await value(timeout: timeout, interval: interval) { try await condition() ? true : nil } ?? false
    }

    /// Checks `condition` every `interval` seconds until it holds, at most `timeout` seconds,
    /// suspending the task between checks (the main actor runs other work meanwhile: the tasks
    /// and updates the test waits for). Returns whether it held. The main actor's spelling of
    /// ``wait(timeout:interval:isolation:until:)``.
    @MainActor
    @discardableResult
    public static func yieldUntil(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                            until condition: @MainActor () async throws -> Bool) async rethrows -> Bool {
        try await wait(timeout: timeout, interval: interval, until: condition)
    }

    /// A point in time on a monotonic clock.
    private struct Deadline {
        let end: ContinuousClock.Instant

        init(_ seconds: TimeInterval) {
            end = .now + .milliseconds(Int64((seconds * 1000).rounded()))
        }

        var hasPassed: Bool { ContinuousClock.now >= end }
    }
}
