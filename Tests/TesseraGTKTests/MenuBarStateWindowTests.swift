import Foundation
import Testing
import TesseraCairo
import TesseraTesting

/// Issue 5: the GTK menu bar follows state (Divergence F12). `Showcase --commands` has File ▸
/// Reset with `.disabled(log.duplicates == 0)`: greyed out at launch, drawn like the other
/// items once Ctrl-D (Tools ▸ Duplicate) made a duplicate.
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Menu bar following state under Xvfb")
    struct MenuBarStateWindowTests {
        @Test("File ▸ Reset is greyed out while there is nothing to reset and drawn dark after Ctrl-D",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func resetFollowsState() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase(arguments: ["--commands"])
            defer { app.stop() }
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Commands": drew "#) && !$0.contains("drew 0×0") }
            let window = try #require(try await session.run("xdotool", "search", "--onlyvisible", "--name", "^Commands$")
                .split(separator: "\n").first.map(String.init))
            let geometry = try await session.run("xdotool", "getwindowgeometry", window)
            let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
            let origin = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
            try #require(origin.count == 2)
            // File ▸ Reset's row: the second item of the File menu, under the menu bar.
            let reset = CGRect(x: origin[0] + 10, y: origin[1] + 62, width: 60, height: 22)
            // Where the menu opens: its first two items.
            let menu = CGRect(x: origin[0] + 4, y: origin[1] + 30, width: 170, height: 60)

            let disabled = try await fileMenu(named: "file-menu-reset-disabled", session: session, window: window, area: menu)
            // (The X server delivers the focus change before the key: no wait between them.)
            _ = try await session.run("xdotool", "windowfocus", "--sync", window)
            _ = try await session.run("xdotool", "key", "ctrl+d")
            _ = try await app.waitForLine { $0 == #"[tessera] menu item "Reset" enabled"# }
            let enabled = try await fileMenu(named: "file-menu-reset-enabled", session: session, window: window, area: menu)

            // Dark text pixels (every channel below 90): none in the greyed-out label, many after.
            #expect(darkPixels(in: disabled, reset) < 5)
            #expect(darkPixels(in: enabled, reset) > 40)
        }

        /// Opens the File menu, takes a screenshot once the menu shows (over `area`) and closes
        /// the menu again, waiting until `area` looks as before.
        private func fileMenu(named name: String, session: XvfbSession, window: String, area: CGRect) async throws -> RenderedImage {
            let closed = try await session.settledScreenshot(named: name + "-closed", in: area)
            _ = try await session.run("xdotool", "mousemove", "--window", window, "18", "12", "click", "1")
            let image = try await session.settledScreenshot(named: name, in: area) { changedPixels(closed, $0, in: area) > 500 }
            _ = try await session.run("xdotool", "key", "Escape")
            _ = try await session.settledScreenshot(named: name + "-closing", in: area) { changedPixels(closed, $0, in: area) == 0 }
            return image
        }

        private func darkPixels(in image: RenderedImage, _ rect: CGRect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<min(Int(rect.maxY), image.pixelHeight) {
                for x in Int(rect.minX)..<min(Int(rect.maxX), image.pixelWidth) {
                    let pixel = image.pixel(x: x, y: y)
                    if pixel.red < 90, pixel.green < 90, pixel.blue < 90 { count += 1 }
                }
            }
            return count
        }
    }
}
