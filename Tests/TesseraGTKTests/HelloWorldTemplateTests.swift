import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

/// Issue 23's check, as a newcomer meets it: `Examples/HelloWorld` copied out of the repository,
/// depending on this checkout by path on the `SwiftUI` product, builds with no warning and no
/// unsafe flag, renders its window to a PNG without a display, and opens a window under Xvfb
/// that real clicks and typing reach.
///
/// The build is a whole debug build of Tessera in the copy's own `.build` (a few minutes on two
/// cores); both tests share it.
enum HelloWorldTemplate {
    /// The repository's root (this file is `Tests/TesseraGTKTests/…`).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var swift: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"])
            .map { $0 + "/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Build: Sendable {
        let package: URL
        let executable: String
        let status: Int32
        let log: String

        /// The warnings in the build's output. SwiftPM's own note on the flags of Debian's GTK
        /// and Pango pkg-config files (`prohibited flag(s): -pthread …`) is not one: it is about
        /// the system's `.pc` files, printed for any package that uses them (docs/Porting.md).
        var warnings: [String] {
            log.split(separator: "\n").map(String.init)
                .filter { $0.contains("warning:") && !$0.contains("prohibited flag(s)") }
        }
    }

    /// Copies the template to a new temporary folder, points its dependency at this checkout
    /// and builds it (once per test process).
    static let build = Task<Build, any Error> {
        // Earlier runs' copies (each holds a whole build) go first.
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix("tessera-helloworld-") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        let package = temporary.appendingPathComponent("tessera-helloworld-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Examples/HelloWorld"), to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        // A second app beside the template: `MyApp.main()` called from a main.swift in Swift 5
        // language mode, as older SwiftUI code starts an app.
        try text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(checkout.path)\"")
            .replacingOccurrences(of: "    targets: [\n", with: """
                    targets: [
                        .executableTarget(name: "Swift5Main", dependencies: [.product(name: "SwiftUI", package: "Tessera"),
                                                                             .product(name: "Charts", package: "Tessera")],
                                          swiftSettings: [.swiftLanguageMode(.v5)]),

                """)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let swift5 = package.appendingPathComponent("Sources/Swift5Main")
        try FileManager.default.createDirectory(at: swift5, withIntermediateDirectories: true)
        try """
            import SwiftUI
            import Charts

            struct Swift5App: App {
                var body: some Scene {
                    WindowGroup("Swift 5") {
                        VStack {
                            Text("Started from main.swift")
                            Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
                        }
                        .frame(width: 300, height: 200)
                    }
                }
            }

            // ImageRenderer comes with `import SwiftUI`, as on Apple's platforms.
            let renderer = ImageRenderer(content: Text("rendered"))
            print("renderer scale \\(renderer.scale)")
            Swift5App.main()

            """.write(to: swift5.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let (status, log) = try await ChildProcess.run("/bin/sh", arguments: ["-c", "\"$0\" build 2>&1", swift!],
                                                       directory: package)
        return Build(package: package, executable: package.appendingPathComponent(".build/debug/HelloWorld").path,
                     status: status, log: log)
    }
}

@Suite("Your own app: Examples/HelloWorld outside the repository")
struct HelloWorldTemplateTests {
    @Test("the template's manifest uses no unsafe flags and names the SwiftUI product")
    func manifest() throws {
        let manifest = try String(contentsOf: HelloWorldTemplate.checkout.appendingPathComponent("Examples/HelloWorld/Package.swift"),
                                  encoding: .utf8)
        #expect(!manifest.contains("unsafeFlags"))
        #expect(manifest.contains(#".product(name: "SwiftUI", package: "Tessera")"#))
        let source = try String(contentsOf: HelloWorldTemplate.checkout.appendingPathComponent("Examples/HelloWorld/Sources/HelloWorld/HelloWorldApp.swift"),
                                encoding: .utf8)
        #expect(source.hasPrefix("import SwiftUI\n"))
    }

    @Test("it builds with no warnings, and without a display renders its window to a PNG file and says so (also an app started by MyApp.main() in a Swift 5 main.swift, with import Charts and ImageRenderer)",
          .enabled(if: HelloWorldTemplate.swift != nil, "needs the swift toolchain on PATH"),
          .timeLimit(.minutes(20)))
    func buildsAndRendersHeadless() async throws {
        let build = try await HelloWorldTemplate.build.value
        try #require(build.status == 0, "swift build failed:\n\(build.log.suffix(4_000))")
        #expect(build.warnings.isEmpty, "warnings:\n\(build.warnings.joined(separator: "\n"))")

        let directory = build.package.appendingPathComponent("png")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["TESSERA_PNG_DIRECTORY"] = directory.path
        let (status, output) = try await ChildProcess.run(build.executable, environment: environment)
        #expect(status == 0)
        #expect(output.contains("No display"))
        let bytes = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent("hello-world.png").path),
                                 "no hello-world.png; the app printed:\n\(output)")
        let image = try RenderedImage(contentsOfPNG: directory.appendingPathComponent("hello-world.png"))
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // `.defaultSize(width: 420, height: 260)` at 2x.
        #expect(image.pixelWidth == 840 && image.pixelHeight == 520)

        // The Swift 5 app (with `import Charts` and an ImageRenderer), started by
        // `Swift5App.main()` at top level.
        let swift5 = build.package.appendingPathComponent(".build/debug/Swift5Main").path
        let (swift5Status, swift5Output) = try await ChildProcess.run(swift5, environment: environment)
        #expect(swift5Status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("swift-5.png").path),
                "no swift-5.png; the app printed:\n\(swift5Output)")
    }
}

extension ShowcaseWindowTests {
    @Suite("Your own app's window under Xvfb")
    struct HelloWorldWindowTests {
        @Test("the template's window opens; a click on its button and typing into its field reach the app",
              .enabled(if: HelloWorldTemplate.swift != nil && XvfbSession.isAvailable,
                       "needs the swift toolchain, Xvfb, xdotool and ImageMagick's import"),
              .timeLimit(.minutes(20)))
        func clickAndType() async throws {
            let build = try await HelloWorldTemplate.build.value
            try #require(build.status == 0, "swift build failed:\n\(build.log.suffix(4_000))")

            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launch(build.executable, environment: ["TESSERA_TRACE": "1", "GSK_RENDERER": "cairo"])
            defer { app.stop() }
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Hello, World": drew "#) && !$0.contains("drew 0×0") }
            let windowID = try #require(try await session.run("xdotool", "search", "--name", "^Hello, World$")
                .split(separator: "\n").first.map(String.init))

            // Where the button and the field are (the trace of the first frame lists every text).
            _ = try await app.waitForLine { $0.contains(#""Tapped 0 times" at "#) }
            let button = try #require(frame(of: "Tapped 0 times", in: app.output))
            let field = try #require(frame(of: "Your name", in: app.output))

            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
            _ = try await app.waitForLine { $0.contains(#""Tapped 1 times" at "#) }

            // Focus the field with a click, then type.
            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(field.midX))", "\(Int(field.midY))", "click", "1")
            _ = try await session.run("xdotool", "type", "--window", windowID, "--delay", "50", "Ada")
            _ = try await app.waitForLine { $0.contains(#""Hello, Ada!" at "#) }
        }

        /// Where the app's trace last put `text`, in its window's surface.
        private func frame(of text: String, in output: String) -> CGRect? {
            guard let line = output.split(separator: "\n").last(where: { $0.contains(#"text "Hello, World" "\#(text)" at "#) }) else { return nil }
            let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
}
