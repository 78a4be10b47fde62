import Foundation

/// A process a test runs — an X server, a tool like xdotool, the app under test — whose
/// standard output is collected line by line and whose end is awaited, all without holding a
/// thread of the cooperative pool.
///
/// `Process.waitUntilExit()` and `FileHandle.readDataToEndOfFile()` block the calling thread,
/// and a test's thread is one of the pool's (two on a 2-core CI machine), which every test
/// running in parallel needs. Here a thread of the process's own reads its output (a blocking
/// read, off the pool), `Process.terminationHandler` reports its end, and a waiting task is
/// suspended until then (see ``Polling`` for the tests' other waits).
///
/// Tessera addition (a test helper; SwiftUI has none).
public final class ChildProcess: @unchecked Sendable {
    /// A wait that ended without what it waited for.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let process = Process()
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = Data()
    private var consumed = 0
    private var outputClosed = false
    private var exited = false
    private var waiters: [(ready: (ChildProcess) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    private var exitActions: [@Sendable () -> Void] = []

    /// A process running `executable` with `arguments`, in `environment` (the test's own when
    /// nil) and `directory` (the test's when nil). Its standard error is discarded.
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                directory: URL? = nil) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
    }

    /// Starts the process, and the thread that reads its output.
    public func start() throws {
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { [self] _ in
            changeState { $0.exited = true }
        }
        try process.run()
        let output = pipe.fileHandleForReading
        let reader = Thread { [self] in
            // One read(2) at a time: it returns what the pipe holds (`FileHandle.read(upToCount:)`
            // would wait for the count or the end), 0 at the end.
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(output.fileDescriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    append(Data(buffer[..<count]))
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            try? output.close()
            changeState { $0.outputClosed = true }
        }
        reader.name = "ChildProcess output"
        reader.start()
    }

    /// Runs `executable` to its end; returns its exit status and standard output.
    public static func run(_ executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                           directory: URL? = nil) async throws -> (status: Int32, output: String) {
        let child = ChildProcess(executable: executable, arguments: arguments, environment: environment, directory: directory)
        try child.start()
        await child.suspend { $0.exited && $0.outputClosed }
        return (child.process.terminationStatus, child.output)
    }

    /// Whether the process still runs.
    public var isRunning: Bool { lock.withLock { !exited } }

    /// Its process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Everything it wrote to its standard output so far.
    public var output: String {
        lock.withLock { (lines.map { $0 + "\n" }.joined()) + String(decoding: partial, as: UTF8.self) }
    }

    /// Waits for the process to end; returns its exit status, or nil when a signal ended it.
    @discardableResult
    public func waitForExit() async -> Int32? {
        await suspend { $0.exited }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// Waits (at most `seconds`) for the process to end by itself; returns its exit status, or
    /// nil while it still runs (or when a signal ended it).
    public func waitForExit(within seconds: TimeInterval) async -> Int32? {
        guard await Polling.wait(timeout: seconds, until: { !isRunning }) else { return nil }
        return await waitForExit()
    }

    /// Kills the process (SIGKILL: a child spawned from a test's worker thread inherits its
    /// blocked signals, so SIGTERM may never arrive). Doesn't wait for its end: the
    /// termination handler reports it (see ``whenExited(_:)``).
    public func stop() {
        // `Process.isRunning` turns false when Foundation reaps the process, before its
        // termination handler runs: a pid freed (and maybe reused) is never signalled.
        if isRunning && process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Runs `action` once the process has ended (at once if it has), on another thread.
    public func whenExited(_ action: @escaping @Sendable () -> Void) {
        let now = lock.withLock {
            if exited { return true }
            exitActions.append(action)
            return false
        }
        if now { action() }
    }

    /// Waits (at most `seconds`) for a line after the last one matched that satisfies
    /// `matches`, and takes it: the next wait starts after it.
    public func waitForLine(within seconds: TimeInterval = Polling.defaultTimeout,
                            isolation: isolated (any Actor)? = #isolation,
                            _ matches: (String) -> Bool) async throws -> String {
        let index = try await waitForLines(1, within: seconds, matches)
        return lock.withLock {
            consumed = index + 1
            return lines[index]
        }
    }

    /// Waits (at most `seconds`) until `count` lines after the last one taken by
    /// ``waitForLine(within:isolation:_:)`` — or after line `start` — satisfy `matches`,
    /// without taking them: a later `waitForLine` still reads them. Returns the index of the
    /// last of them (for a later `start`). Fails early when the process ends without them.
    @discardableResult
    public func waitForLines(_ count: Int = 1, after start: Int? = nil, within seconds: TimeInterval = Polling.defaultTimeout,
                             isolation: isolated (any Actor)? = #isolation,
                             _ matches: (String) -> Bool) async throws -> Int {
        enum Outcome { case found(Int), ended }
        let outcome = await Polling.value(timeout: seconds) { () -> Outcome? in
            lock.withLock {
                var remaining = count
                for index in max(consumed, (start ?? -1) + 1)..<lines.count where matches(lines[index]) {
                    remaining -= 1
                    if remaining == 0 { return .found(index) }
                }
                return exited && outputClosed ? .ended : nil
            }
        }
        if case .found(let index) = outcome { return index }
        let last = lock.withLock { lines.suffix(20).joined(separator: "\n") }
        let why = outcome == nil ? "within \(seconds) s" : "before the process ended"
        throw Failure(description: "no \(count) expected line(s) \(why); last output:\n\(last)")
    }

    // MARK: - State

    private func append(_ data: Data) {
        lock.withLock {
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial = Data(partial[partial.index(after: newline)...])
            }
        }
    }

    /// Suspends until `ready` holds for the state (checked under the lock).
    private func suspend(until ready: @escaping (ChildProcess) -> Bool) async {
        await withCheckedContinuation { continuation in
            let now = lock.withLock {
                if ready(self) { return true }
                waiters.append((ready, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Changes the state under the lock and resumes the waits it completes.
    private func changeState(_ change: (ChildProcess) -> Void) {
        let (resumed, actions): ([CheckedContinuation<Void, Never>], [@Sendable () -> Void]) = lock.withLock {
            change(self)
            let ready = waiters.filter { $0.ready(self) }.map(\.continuation)
            waiters.removeAll { $0.ready(self) }
            let actions = exited ? exitActions : []
            if exited { exitActions = [] }
            return (ready, actions)
        }
        resumed.forEach { $0.resume() }
        actions.forEach { $0() }
    }
}
