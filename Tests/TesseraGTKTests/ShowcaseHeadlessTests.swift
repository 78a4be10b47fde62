import Foundation
import Testing
import TesseraTesting

/// `make run` without a display: the showcase says so and renders its screens to PNG files in
/// out/ instead of opening windows (issue 5).
@Suite("Showcase without a display")
struct ShowcaseHeadlessTests {
    @Test("without DISPLAY and WAYLAND_DISPLAY the showcase prints why and writes PNG files to out/",
          .enabled(if: XvfbSession.showcaseExecutable != nil, "needs the Showcase executable"),
          .timeLimit(.minutes(3)))
    func rendersToPNGWithoutDisplay() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-headless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let (status, text) = try await ChildProcess.run(try #require(XvfbSession.showcaseExecutable), environment: environment,
                                                        directory: directory)

        #expect(status == 0)
        #expect(text.hasPrefix("No display (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        for name in ["seed004-counter.png", "settings-form.png", "shapeedit.png", "notes.png", "karaoke-board.png"] {
            let file = directory.appendingPathComponent("out").appendingPathComponent(name)
            let bytes = try #require(FileManager.default.contents(atPath: file.path), "no \(name)")
            // A PNG signature and more than a header.
            #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            #expect(bytes.count > 1_000)
        }
    }
}
