import Foundation
import Testing
import Tessera
import TesseraCairo

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
        _ = try app.waitForLine(within: 15) { $0.contains(#"frame "Counter": drew "#) && !$0.contains("drew 0×0") }
        let line = try app.waitForLine(within: 5) { $0.contains(#"text "Counter" "Increment" at "#) }
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
        Thread.sleep(forTimeInterval: 0.3)
        let before = try session.screenshot(named: "before-click")

        _ = try session.run("xdotool", "mousemove", "--window", windowID, "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
        _ = try app.waitForLine(within: 5) { $0 == "[showcase] count = 1" }
        _ = try app.waitForLine(within: 5) { $0.contains(#"frame "Counter": repainted"#) }
        Thread.sleep(forTimeInterval: 0.3)
        let after = try session.screenshot(named: "after-click")

        // The number display (above the buttons) changed from 0 to 1; the buttons didn't.
        let display = CGRect(x: origin.x, y: origin.y, width: 420, height: button.minY - 4)
        let buttons = CGRect(x: origin.x + button.minX - 60, y: origin.y + button.minY, width: button.width + 60, height: button.height)
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

    /// Starts Xvfb on a free display (:99–:399) and waits (≤ 5 s) for its socket.
    static func start() throws -> XvfbSession {
        // A random free display: suites run in parallel, and two sessions must not pick the same.
        let number = (99..<400).shuffled().first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 99
        let server = Process()
        server.executableURL = URL(fileURLWithPath: tool("Xvfb")!)
        server.arguments = [":\(number)", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let session = XvfbSession(display: ":\(number)", server: server)
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else {
                session.stop()
                throw Failure(description: "Xvfb :\(number) did not start")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return session
    }

    /// Kills the server. (SIGKILL: a child spawned from a test's worker thread inherits its
    /// blocked signals, so SIGTERM may never arrive.)
    func stop() {
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
    }

    /// Runs a tool against the display (killed after 5 s); returns its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["5", XvfbSession.tool(tool) ?? tool] + arguments
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
    func waitForLine(within seconds: TimeInterval, _ matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            lock.lock()
            let index = lines[consumed...].firstIndex(where: matches)
            if let index { consumed = index + 1 }
            let found = index.map { lines[$0] }
            let running = process.isRunning
            lock.unlock()
            if let found { return found }
            guard running else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        lock.lock()
        let output = lines.suffix(20).joined(separator: "\n")
        lock.unlock()
        throw XvfbSession.Failure(description: "no expected line within \(seconds) s; last output:\n\(output)")
    }

    /// Waits (at most `seconds`) for the process to end by itself; returns its exit status, or
    /// nil while it still runs (or when a signal ended it).
    func waitForExit(within seconds: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
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
