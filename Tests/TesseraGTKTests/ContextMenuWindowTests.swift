import Foundation
import Testing
@testable import TesseraGTK
import TesseraTesting

/// Issue 5's `.contextMenu` in a real GTK app under Xvfb (`Showcase --context-menu`): a
/// secondary click (X button 3) opens the menu at the pointer, and clicking an item runs it.
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Context menu by secondary click under Xvfb")
    struct ContextMenuWindowTests {
        @Test("a right click opens the menu at the pointer; clicking its first item runs it and closes the menu",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func secondaryClickOpensMenuAtPointer() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase(arguments: ["--context-menu"])
            defer { app.stop() }
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Context Menu": drew "#) && !$0.contains("drew 0×0") }

            let window = try await session.run("xdotool", "search", "--name", "^Context Menu$").split(separator: "\n").first.map(String.init)
            let windowID = try #require(window)
            _ = try await session.run("xdotool", "windowraise", windowID)
            let geometry = try await session.run("xdotool", "getwindowgeometry", windowID)
            let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
            let origin = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
            try #require(origin.count == 2)
            // Right-click at (200, 60) in the window: the card handles it and the menu opens there.
            let pointer = (x: 200.0, y: 60.0)
            let screenX = origin[0] + pointer.x, screenY = origin[1] + pointer.y
            let card = CGRect(x: screenX, y: screenY, width: 80, height: 50)
            let aboveLeft = CGRect(x: screenX - 120, y: screenY - 50, width: 115, height: 45)
            let before = try await session.settledScreenshot(named: "context-menu-before", in: card.union(aboveLeft))

            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(pointer.x))", "\(Int(pointer.y))", "click", "3")
            let handled = try await app.waitForLine { $0.contains("secondary click") }
            #expect(handled.hasSuffix("handled"))
            _ = try await app.waitForLine { $0.contains(#"frame "Context Menu": repainted"#) }
            let open = try await session.settledScreenshot(named: "context-menu-open", in: card.union(aboveLeft)) {
                changedPixels(before, $0, in: card) > 500
            }

            // The menu's card is below and right of the pointer; above and left of it nothing changed.
            #expect(changedPixels(before, open, in: card) > 500)
            #expect(changedPixels(before, open, in: aboveLeft) == 0)

            // The first item ("Rename") is the menu's first row, just under the pointer.
            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(pointer.x) + 30)", "\(Int(pointer.y) + 16)", "click", "1")
            #expect(try await app.waitForLine { $0.hasPrefix("[context-menu] ") } == "[context-menu] rename 1")
            _ = try await app.waitForLine { $0.contains(#"frame "Context Menu": repainted"#) }
            // The menu is gone: where it was looks as before the click again. (Polled: on a loaded
            // machine the repaint that closes the menu can come after the first one traced.)
            let menuArea = CGRect(x: screenX + 20, y: screenY + 5, width: 60, height: 35)
            let closed = try await session.settledScreenshot(named: "context-menu-closed", in: menuArea) {
                changedPixels(before, $0, in: menuArea) < 50
            }
            #expect(changedPixels(before, closed, in: menuArea) < 50)
        }
    }
}
