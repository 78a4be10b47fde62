import Foundation
import Testing
@testable import TesseraGTK
import TesseraTesting

/// Issue 5's `.commands` and `.keyboardShortcut` in a real GTK app under Xvfb
/// (`Showcase --commands`: Tools > Duplicate with Ctrl-D, a Save button with Ctrl-S).
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Menu bar and keyboard shortcuts under Xvfb")
    struct CommandsWindowTests {
        @Test("Ctrl-D runs the Tools menu's Duplicate (a GTK accelerator), Ctrl-S the window's Save button; the menu bar shows and its item runs the command",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func shortcutsAndMenuBar() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase(arguments: ["--commands"])
            defer { app.stop() }
            let bar = try await app.waitForLine(within: 60) { $0.hasPrefix("[tessera] menu bar: ") }
            #expect(bar == "[tessera] menu bar: File (New Window <Control>n, Reset [disabled] | Close Window <Control>w | Quit <Control>q) Tools (Duplicate <Control>d)")
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Commands": drew "#) && !$0.contains("drew 0×0") }

            let window = try await session.run("xdotool", "search", "--name", "^Commands$").split(separator: "\n").first.map(String.init)
            let windowID = try #require(window)
            _ = try await session.run("xdotool", "windowfocus", "--sync", windowID)
            _ = try await session.run("xdotool", "key", "--window", windowID, "ctrl+d")
            _ = try await app.waitForLine { $0 == "[commands] duplicate 1" }
            // The menu bar follows state: Reset (`.disabled(log.duplicates == 0)`) is enabled now.
            _ = try await app.waitForLine { $0 == #"[tessera] menu item "Reset" enabled"# }
            // D alone is no shortcut: the next command to run is Save.
            _ = try await session.run("xdotool", "key", "--window", windowID, "d")
            _ = try await session.run("xdotool", "key", "--window", windowID, "ctrl+s")
            #expect(try await app.waitForLine { $0.hasPrefix("[commands] ") } == "[commands] save 1")

            // The menu bar: open Tools (right of File, at the window's top) and choose Duplicate.
            let geometry = try await session.run("xdotool", "getwindowgeometry", windowID)
            let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
            let origin = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
            try #require(origin.count == 2)
            let menu = CGRect(x: origin[0] + 36, y: origin[1] + 24, width: 160, height: 60)
            let before = try await session.settledScreenshot(named: "commands-before-menu", in: menu)
            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "63", "12", "click", "1")
            let open = try await session.settledScreenshot(named: "commands-menu-open", in: menu) { changedPixels(before, $0, in: menu) > 500 }
            // The popover under the menu bar appeared.
            #expect(changedPixels(before, open, in: menu) > 500)
            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "88", "44", "click", "1")
            let next = try await app.waitForLine { $0.hasPrefix("[commands] ") }
            #expect(next == "[commands] duplicate 2")
        }
    }
}
