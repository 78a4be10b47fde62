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
    func clickIncrement() async throws {
        let session = try await XvfbSession.start()
        defer { session.stop() }
        let app = try session.launchShowcase()
        defer { app.stop() }

        // Where "Increment" is, in the Counter window's surface (from the trace of a real frame).
        _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Counter": drew "#) && !$0.contains("drew 0×0") }
        let line = try await app.waitForLine { $0.contains(#"text "Counter" "Increment" at "#) }
        let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
        try #require(numbers.count == 4)
        let button = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])

        let window = try await session.run("xdotool", "search", "--name", "^Counter$").split(separator: "\n").first.map(String.init)
        let windowID = try #require(window)
        _ = try await session.run("xdotool", "windowraise", windowID)
        let geometry = try await session.run("xdotool", "getwindowgeometry", windowID)
        let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
        let coordinates = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
        try #require(coordinates.count == 2)
        let origin = CGPoint(x: coordinates[0], y: coordinates[1])
        let display = CGRect(x: origin.x, y: origin.y, width: 420, height: button.minY - 4)
        let buttons = CGRect(x: origin.x + button.minX - 60, y: origin.y + button.minY, width: button.width + 60, height: button.height)
        let before = try await session.settledScreenshot(named: "before-click", in: display.union(buttons))

        _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
        _ = try await app.waitForLine { $0 == "[showcase] count = 1" }
        _ = try await app.waitForLine { $0.contains(#"frame "Counter": repainted"#) }
        let after = try await session.settledScreenshot(named: "after-click", in: display.union(buttons)) {
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

/// A private X server for one test, and the processes run against it. Every wait suspends the
/// test (see `ChildProcess`): no thread of the cooperative pool is held while an X server
/// starts, a tool runs or the app draws.
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
    private let server: ChildProcess

    private init(display: String, server: ChildProcess) {
        self.display = display
        self.server = server
    }

    typealias Failure = ChildProcess.Failure

    /// Starts Xvfb on a display it finds free and waits (≤ 30 s) until it accepts clients.
    ///
    /// Xvfb picks the display itself (`-displayfd`: it takes the first whose lock it gets, so
    /// two sessions started at once never share one, and a lock or socket left by a killed
    /// server doesn't stop it) and writes the number once it listens.
    static func start() async throws -> XvfbSession {
        let server = ChildProcess(executable: tool("Xvfb")!,
                                  arguments: ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"])
        try server.start()
        guard let line = try? await server.waitForLine(within: 30, { _ in true }), let number = Int(line) else {
            server.stop()
            throw Failure(description: "Xvfb did not start")
        }
        return XvfbSession(display: ":\(number)", server: server)
    }

    /// Kills the server (SIGKILL, see `ChildProcess.stop()`); once it has ended, removes the
    /// lock and socket it can't.
    func stop() {
        let number = display.dropFirst()
        let pid = server.processIdentifier
        server.whenExited {
            let lock = "/tmp/.X\(number)-lock"
            if let owner = try? String(contentsOfFile: lock, encoding: .utf8),
               Int32(owner.trimmingCharacters(in: .whitespacesAndNewlines)) == pid {
                try? FileManager.default.removeItem(atPath: lock)
                try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
            }
        }
        server.stop()
    }

    /// Runs a tool against the display (killed after 30 s: a hang, not a slow machine); returns
    /// its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: String...) async throws -> String {
        let environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let result = try await ChildProcess.run("/usr/bin/timeout", arguments: ["30", XvfbSession.tool(tool) ?? tool] + arguments,
                                                environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(result.status)")
        }
        return result.output
    }

    /// A screenshot of the whole screen, kept in /tmp/tessera-gtk-tests/<name>.png.
    func screenshot(named name: String) async throws -> RenderedImage {
        try FileManager.default.createDirectory(at: Self.screenshotDirectory, withIntermediateDirectories: true)
        let file = Self.screenshotDirectory.appendingPathComponent(name + ".png")
        try await run("import", "-window", "root", file.path)
        return try RenderedImage(contentsOfPNG: file)
    }

    /// A screenshot once the screen shows what the test waits for (`shows`) and stopped
    /// changing in `rect` (two screenshots in a row alike there: a window may still change
    /// state — GTK draws an inactive window's widgets differently — after its first frames, and
    /// a starved app draws late). Polled for at most ``Polling/defaultTimeout``; then the last
    /// screenshot (the test's assertions on it fail).
    func settledScreenshot(named name: String, in rect: CGRect,
                           isolation: isolated (any Actor)? = #isolation,
                           shows: (RenderedImage) -> Bool = { _ in true }) async throws -> RenderedImage {
        var previous = try await screenshot(named: name)
        var last = previous
        let settled = try await Polling.value(interval: 0.2) { () async throws -> RenderedImage? in
            let next = try await screenshot(named: name)
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
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["DISPLAY"] = display
        variables["WAYLAND_DISPLAY"] = nil
        let app = ChildProcess(executable: executable, arguments: arguments, environment: variables)
        try app.start()
        return app
    }
}

/// A process under test whose standard output is read line by line.
typealias LaunchedApp = ChildProcess
