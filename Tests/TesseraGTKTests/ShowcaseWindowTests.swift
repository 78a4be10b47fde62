import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

/// The showcase as a real GTK app under Xvfb: click "Increment" with xdotool, read the count
/// from the app's trace, and check the pixels of the number display changed.
///
/// Needs `Xvfb`, `xdotool`, ImageMagick's `import` and the built `Showcase` executable (next to
/// the test bundle); otherwise the test is skipped. Every step has a deadline; the whole test
/// stays under 30 s.
@Suite("Showcase window under Xvfb", .serialized)
struct ShowcaseWindowTests {
    @Test("clicking Increment in the real window changes the count and its pixels",
          .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
          .timeLimit(.minutes(3)))
    func clickIncrement() throws {
        let session = try XvfbSession.start()
        defer { session.stop() }
        let app = try session.launchShowcase()
        defer { app.stop() }

        // Where "Increment" is, in the Counter window's surface (from the trace of a real frame).
        _ = try app.waitForLine(within: 60) { $0.contains(#"frame "Counter": drew "#) && !$0.contains("drew 0×0") }
        let line = try app.waitForLine { $0.contains(#"text "Counter" "Increment" at "#) }
        let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
        try #require(numbers.count == 4)
        let button = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])

        let window = try session.run("xdotool", "search", "--name", "^Counter$").split(separator: "\n").first.map(String.init)
        let windowID = try #require(window)
        _ = try session.run("xdotool", "windowraise", windowID)
        let geometry = try session.run("xdotool", "getwindowgeometry", windowID)
        let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
        let coordinates = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
        try #require(coordinates.count == 2)
        let origin = CGPoint(x: coordinates[0], y: coordinates[1])
        let display = CGRect(x: origin.x, y: origin.y, width: 420, height: button.minY - 4)
        let buttons = CGRect(x: origin.x + button.minX - 60, y: origin.y + button.minY, width: button.width + 60, height: button.height)
        let before = try session.settledScreenshot(named: "before-click", in: display.union(buttons))

        _ = try session.run("xdotool", "mousemove", "--window", windowID, "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
        _ = try app.waitForLine { $0 == "[showcase] count = 1" }
        _ = try app.waitForLine { $0.contains(#"frame "Counter": repainted"#) }
        let after = try session.settledScreenshot(named: "after-click", in: display.union(buttons)) {
            changedPixels(before, $0, in: display) > 50
        }

        // The number display (above the buttons) changed from 0 to 1; the buttons didn't.
        #expect(changedPixels(before, after, in: display) > 50)
        #expect(changedPixels(before, after, in: buttons) == 0)
    }

    private func changedPixels(_ a: RenderedImage, _ b: RenderedImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<min(Int(rect.maxY), a.pixelHeight) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), a.pixelWidth) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }
}

/// A private X server for one test, and the processes run against it.
final class XvfbSession: @unchecked Sendable {
    static let screenshotDirectory = URL(fileURLWithPath: "/tmp/tessera-gtk-tests", isDirectory: true)

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The Showcase executable built next to the test bundle, if any.
    static var showcaseExecutable: String? {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("Showcase").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static var isAvailable: Bool {
        tool("Xvfb") != nil && tool("xdotool") != nil && tool("import") != nil && showcaseExecutable != nil
    }

    let display: String
    private let server: Process

    private init(display: String, server: Process) {
        self.display = display
        self.server = server
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts Xvfb on a display it finds free and waits (≤ 30 s) until it accepts clients.
    ///
    /// Xvfb picks the display itself (`-displayfd`: it takes the first whose lock it gets, so
    /// two sessions started at once never share one, and a lock or socket left by a killed
    /// server doesn't stop it) and writes the number once it listens.
    static func start() throws -> XvfbSession {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: tool("Xvfb")!)
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        let written = LockedText()
        output.fileHandleForReading.readabilityHandler = { handle in written.append(handle.availableData) }
        try server.run()
        let number = Polling.value(timeout: 30) { () -> Int?? in
            if let line = written.firstLine { return .some(Int(line)) }
            return server.isRunning ? nil : .some(nil)
        } ?? nil
        output.fileHandleForReading.readabilityHandler = nil
        guard let number else {
            if server.isRunning { kill(server.processIdentifier, SIGKILL) }
            server.waitUntilExit()
            throw Failure(description: "Xvfb did not start")
        }
        return XvfbSession(display: ":\(number)", server: server)
    }

    /// Kills the server (SIGKILL: a child spawned from a test's worker thread inherits its
    /// blocked signals, so SIGTERM may never arrive) and removes the lock and socket it can't.
    func stop() {
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
        let number = display.dropFirst()
        let lock = "/tmp/.X\(number)-lock"
        if let owner = try? String(contentsOfFile: lock, encoding: .utf8),
           Int32(owner.trimmingCharacters(in: .whitespacesAndNewlines)) == server.processIdentifier {
            try? FileManager.default.removeItem(atPath: lock)
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
    }

    /// Runs a tool against the display (killed after 30 s: a hang, not a slow machine); returns
    /// its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["30", XvfbSession.tool(tool) ?? tool] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A screenshot of the whole screen, kept in /tmp/tessera-gtk-tests/<name>.png.
    func screenshot(named name: String) throws -> RenderedImage {
        try FileManager.default.createDirectory(at: Self.screenshotDirectory, withIntermediateDirectories: true)
        let file = Self.screenshotDirectory.appendingPathComponent(name + ".png")
        try run("import", "-window", "root", file.path)
        return try RenderedImage(contentsOfPNG: file)
    }

    /// A screenshot once the screen shows what the test waits for (`shows`) and stopped
    /// changing in `rect` (two screenshots in a row alike there: a window may still change
    /// state — GTK draws an inactive window's widgets differently — after its first frames, and
    /// a starved app draws late). Polled for at most ``Polling/defaultTimeout``; then the last
    /// screenshot (the test's assertions on it fail).
    func settledScreenshot(named name: String, in rect: CGRect,
                           shows: (RenderedImage) -> Bool = { _ in true }) throws -> RenderedImage {
        var previous = try screenshot(named: name)
        var last = previous
        let settled = try Polling.value(interval: 0.2) { () throws -> RenderedImage? in
            let next = try screenshot(named: name)
            defer { previous = next }
            last = next
            return shows(next) && changedPixels(previous, next, in: rect) == 0 ? next : nil
        }
        return settled ?? last
    }

    /// Launches the Showcase executable on the display with frame tracing and the Cairo renderer
    /// (what the window tests read and screenshot).
    func launchShowcase(arguments: [String] = []) throws -> LaunchedApp {
        try launch(Self.showcaseExecutable!, arguments: arguments,
                   environment: ["TESSERA_TRACE": "1", "GSK_RENDERER": "cairo"])
    }

    /// Launches `executable` on the display, collecting its standard output by line.
    func launch(_ executable: String, arguments: [String] = [], environment: [String: String]) throws -> LaunchedApp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["DISPLAY"] = display
        variables["WAYLAND_DISPLAY"] = nil
        process.environment = variables
        let app = LaunchedApp(process: process)
        try process.run()
        return app
    }
}

/// Text another thread appends to (a pipe's readability handler).
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ data: Data) {
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
    }

    /// The first line, once complete.
    var firstLine: String? {
        lock.lock()
        defer { lock.unlock() }
        return text.firstIndex(of: "\n").map { String(text[..<$0]) }
    }
}

/// A process under test whose standard output is read line by line.
final class LaunchedApp: @unchecked Sendable {
    private let process: Process
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = ""
    private var consumed = 0

    init(process: Process) {
        self.process = process
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.partial += String(decoding: data, as: UTF8.self)
            while let newline = self.partial.firstIndex(of: "\n") {
                self.lines.append(String(self.partial[..<newline]))
                self.partial = String(self.partial[self.partial.index(after: newline)...])
            }
            self.lock.unlock()
        }
    }

    /// Waits (at most `seconds`) for a line after the last one matched that satisfies `matches`.
    func waitForLine(within seconds: TimeInterval = Polling.defaultTimeout, _ matches: (String) -> Bool) throws -> String {
        let index = try waitForLines(1, within: seconds, matches)
        lock.lock()
        defer { lock.unlock() }
        consumed = index + 1
        return lines[index]
    }

    /// Waits (at most `seconds`) until `count` lines after the last one matched by
    /// ``waitForLine(within:_:)`` — or after line `start` — satisfy `matches`, without taking
    /// them: a later `waitForLine` still reads them. Returns the index of the last of them (for
    /// a later `start`).
    @discardableResult
    func waitForLines(_ count: Int = 1, after start: Int? = nil, within seconds: TimeInterval = Polling.defaultTimeout,
                      _ matches: (String) -> Bool) throws -> Int {
        enum Outcome { case found(Int), exited }
        let outcome = Polling.value(timeout: seconds) { () -> Outcome? in
            lock.lock()
            defer { lock.unlock() }
            var remaining = count
            for index in max(consumed, (start ?? -1) + 1)..<lines.count where matches(lines[index]) {
                remaining -= 1
                if remaining == 0 { return .found(index) }
            }
            return process.isRunning ? nil : .exited
        }
        if case .found(let index) = outcome { return index }
        lock.lock()
        let output = lines.suffix(20).joined(separator: "\n")
        lock.unlock()
        throw XvfbSession.Failure(description: "no \(count) expected line(s) within \(seconds) s; last output:\n\(output)")
    }

    /// Waits (at most `seconds`) for the process to end by itself; returns its exit status, or
    /// nil while it still runs (or when a signal ended it).
    func waitForExit(within seconds: TimeInterval) -> Int32? {
        Polling.wait(timeout: seconds) { !process.isRunning }
        guard !process.isRunning, process.terminationReason == .exit else { return nil }
        return process.terminationStatus
    }

    /// Whether the process still runs.
    var isRunning: Bool { process.isRunning }

    /// Kills the process (SIGKILL, see ``XvfbSession/stop()``).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
