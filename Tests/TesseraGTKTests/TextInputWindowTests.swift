import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

/// Typing into a real GTK window under Xvfb: the showcase's Notes window has a text field bound
/// to an `ObservableObject`. Tab focuses it, xdotool types through the X keyboard (GTK's input
/// method commits the text), the model changes (the app's trace says so), and the pixels of
/// the field and of the text under it change.
/// (An extension of the serialized showcase suite, so that its X servers never run at once.)
extension ShowcaseWindowTests {
    @Test("Tab focuses the field; typed text reaches the model and the screen; Backspace, Return and a mouse-drag selection work",
          .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
          .timeLimit(.minutes(3)))
    func typeIntoTextField() async throws {
        let session = try await XvfbSession.start()
        defer { session.stop() }
        let app = try session.launchShowcase()
        defer { app.stop() }

        _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Notes": drew "#) && !$0.contains("drew 0×0") }
        let titleLine = try await app.waitForLine { $0.contains(#"text "Notes" "Title" at "#) }
        let titleNumbers = titleLine.split(separator: " ").suffix(4).compactMap { Double($0) }
        try #require(titleNumbers.count == 4)
        let fieldStart = CGPoint(x: titleNumbers[0], y: titleNumbers[1] + titleNumbers[3] / 2)
        let line = try await app.waitForLine { $0.contains(#"text "Notes" "(empty)" at "#) }
        let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
        try #require(numbers.count == 4)
        let echo = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])

        let window = try await session.run("xdotool", "search", "--name", "^Notes$").split(separator: "\n").first.map(String.init)
        let windowID = try #require(window)
        _ = try await session.run("xdotool", "windowraise", windowID)
        _ = try await session.run("xdotool", "windowfocus", windowID)
        let geometry = try await session.run("xdotool", "getwindowgeometry", windowID)
        let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
        let coordinates = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
        try #require(coordinates.count == 2)
        let origin = CGPoint(x: coordinates[0], y: coordinates[1])
        let field = CGRect(x: origin.x, y: origin.y, width: 420, height: echo.minY - 2)
        let echoed = CGRect(x: origin.x + echo.minX, y: origin.y + echo.minY, width: 200, height: echo.height)

        // A click gives the hosting widget GTK's keyboard focus; Tab focuses the text field.
        // (The X server delivers the click before the key.)
        _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(echo.midX))", "\(Int(echo.midY))", "click", "1")
        _ = try await session.run("xdotool", "key", "Tab")
        _ = try await app.waitForLine { $0 == "[showcase] title focused = true" }
        let before = try await session.settledScreenshot(named: "before-typing", in: field.union(echoed))

        _ = try await session.run("xdotool", "type", "--delay", "20", "Hello")
        _ = try await app.waitForLine { $0 == "[showcase] title = Hello" }
        // The field (above the echo) and the echoed text both show the typed text now.
        let after = try await session.settledScreenshot(named: "after-typing", in: field.union(echoed)) {
            changedPixelCount(before, $0, in: field) > 30 && changedPixelCount(before, $0, in: echoed) > 30
        }
        #expect(changedPixelCount(before, after, in: field) > 30)
        #expect(changedPixelCount(before, after, in: echoed) > 30)

        _ = try await session.run("xdotool", "key", "BackSpace")
        _ = try await app.waitForLine { $0 == "[showcase] title = Hell" }
        _ = try await session.run("xdotool", "key", "Return")
        _ = try await app.waitForLine { $0 == "[showcase] submitted Hell" }

        // Dragging across the text with the mouse selects it; typing replaces the selection.
        _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(fieldStart.x) + 1)", "\(Int(fieldStart.y))",
                            "mousedown", "1")
        for x in stride(from: 20, through: 120, by: 20) {
            _ = try await session.run("xdotool", "mousemove", "--window", windowID, "\(Int(fieldStart.x) + x)", "\(Int(fieldStart.y))")
        }
        _ = try await session.run("xdotool", "mouseup", "1")
        _ = try await session.run("xdotool", "type", "X")
        _ = try await app.waitForLine { $0 == "[showcase] title = X" }
    }

    private func changedPixelCount(_ a: RenderedImage, _ b: RenderedImage, in rect: CGRect) -> Int {
        var count = 0
        for y in max(0, Int(rect.minY))..<min(Int(rect.maxY), a.pixelHeight) {
            for x in max(0, Int(rect.minX))..<min(Int(rect.maxX), a.pixelWidth) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }
}
