import Foundation
import Testing
import TesseraTesting

/// The test helper that runs processes (`ChildProcess`, used by the window suites): output,
/// exit status, line waits, and — what it is for — waiting without holding a thread of the
/// cooperative pool.
@Suite("ChildProcess (test support)")
struct ChildProcessTests {
    @Test("run returns the exit status and everything the process wrote, in order")
    func runCollectsOutput() async throws {
        let (status, output) = try await ChildProcess.run("/bin/sh", arguments: ["-c", "printf 'one\\ntwo\\nthr'; printf 'ee'; exit 3"])
        #expect(status == 3)
        #expect(output == "one\ntwo\nthree")
    }

    @Test("waitForLine takes matching lines in order; a wait for a line that never comes ends when the process does")
    func lineWaits() async throws {
        let child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo a; echo b1; echo c; echo b2"])
        try child.start()
        #expect(try await child.waitForLine { $0.hasPrefix("b") } == "b1")
        #expect(try await child.waitForLine { $0.hasPrefix("b") } == "b2")
        await #expect(throws: ChildProcess.Failure.self) {
            try await child.waitForLine(within: 60) { $0 == "never" }
        }
        #expect(await child.waitForExit() == 0)
        #expect(!child.isRunning)
    }

    @Test("stop kills the process: its exit is reported, with no status (a signal ended it)")
    func stopKills() async throws {
        let child = ChildProcess(executable: "/bin/sleep", arguments: ["60"])
        try child.start()
        #expect(child.isRunning)
        child.stop()
        #expect(await child.waitForExit() == nil)
        #expect(!child.isRunning)
    }

    /// More processes awaited at once than the pool has threads, each ending only once the
    /// test has created a file — which needs a thread of the pool. A wait that blocked its
    /// thread would leave none: the processes give up after 20 s and exit with 1.
    @Test("waiting for processes holds no thread of the cooperative pool")
    func waitsHoldNoThread() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let script = "for i in $(seq 400); do [ -e '\(file.path)' ] && exit 0; sleep 0.05; done; exit 1"
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<count {
                group.addTask { try await ChildProcess.run("/bin/sh", arguments: ["-c", script]).status }
            }
            group.addTask {
                try await Task.sleep(for: .milliseconds(300))
                try "".write(to: file, atomically: true, encoding: .utf8)
                return 0
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: count + 1))
    }
}
