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
/// Tessera addition (a test helper; SwiftUI has none).
public enum Polling {
    /// The deadline of a wait, in seconds, unless a test gives its own: long enough for a
    /// starved process, short enough that a broken behaviour fails the test soon.
    public static let defaultTimeout: TimeInterval = 10

    /// The pause between two checks, in seconds.
    public static let defaultInterval: TimeInterval = 0.02

    /// Checks `produce` every `interval` seconds until it returns a value, at most `timeout`
    /// seconds (it is checked once more at the deadline). Returns the value, or nil. Blocks the
    /// thread between checks: from async code (a task waiting for the main actor) use
    /// ``yieldUntil(timeout:interval:until:)``.
    @available(*, noasync, message: "blocks the thread: use yieldUntil")
    public static func value<T>(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                                _ produce: () throws -> T?) rethrows -> T? {
        let deadline = Deadline(timeout)
        while true {
            let passed = deadline.hasPassed
            if let value = try produce() { return value }
            if passed { return nil }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Checks `condition` every `interval` seconds until it holds, at most `timeout` seconds.
    /// Returns whether it held. Blocks the thread between checks (see ``value(timeout:interval:_:)``).
    @available(*, noasync, message: "blocks the thread: use yieldUntil")
    @discardableResult
    public static func wait(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                            until condition: () throws -> Bool) rethrows -> Bool {
        try value(timeout: timeout, interval: interval) { try condition() ? true : nil } ?? false
    }

    /// Checks `condition` every `interval` seconds until it holds, at most `timeout` seconds,
    /// suspending the task between checks (the main actor runs other work meanwhile: the tasks
    /// and updates the test waits for). Returns whether it held.
    ///
    /// The main actor is shared by every test running in parallel: while others hold it (a slow
    /// build, a sanitizer), neither this wait nor the task it waits for runs, and a deadline
    /// alone can pass before the awaited work had a turn. So the wait also lasts at least
    /// `timeout / interval` checks — each one a turn the main actor gave this test.
    @MainActor
    @discardableResult
    public static func yieldUntil(timeout: TimeInterval = defaultTimeout, interval: TimeInterval = defaultInterval,
                            until condition: @MainActor () async throws -> Bool) async rethrows -> Bool {
        let deadline = Deadline(timeout)
        let minimumChecks = Int((timeout / interval).rounded(.up))
        var checks = 0
        while true {
            let passed = deadline.hasPassed
            if try await condition() { return true }
            checks += 1
            if passed && checks >= minimumChecks || Task.isCancelled { return false }
            try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        }
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
