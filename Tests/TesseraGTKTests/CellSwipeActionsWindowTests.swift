import Foundation
import Testing
import Tessera
import TesseraCairo

/// Swiping a GtkListView cell under Xvfb: the health window's condition cells have
/// `HostingConfiguration { MedicalConditionView(…).swipeActions { Button("Flag") {…}.tint(.orange) } }`
/// (seed 002's "List swipe actions"). Dragging a cell left with the pointer reveals the orange
/// button at the cell's trailing edge and leaves the other cells alone; clicking it runs the
/// action (the model's text is reported flagged) and closes the cell. The release of the drag
/// is not also a click (the hosting widget drops the click of a press a gesture recognized).
/// (An extension of the serialized showcase suite, so that its X servers never run at once.)
extension ShowcaseWindowTests {
    @Test("dragging a GTK list cell reveals its swipe action; clicking it runs the action and closes the cell",
          .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
          .timeLimit(.minutes(3)))
    func swipeCell() async throws {
        let run = try await GTKCheckRun("swipe")
        defer { run.stop() }
        let first = try await run.waitForStep(1)
        let cell = try #require(first.rect("cell condition-1"))
        let other = try #require(first.rect("cell condition-2"))
        let origin = try await run.windowOrigin(title: "Health")
        let window = CGRect(x: origin.x, y: origin.y, width: 360, height: 700)
        let before = try await run.session.settledScreenshot(named: "swipe-before", in: window)

        // Press in the cell's trailing margin (the text field would take a press on itself),
        // drag left past half the button, release.
        let windowID = try #require(try await run.session.run("xdotool", "search", "--name", "^Health$").split(separator: "\n").first.map(String.init))
        _ = try await run.session.run("xdotool", "windowfocus", windowID)
        let y = Int(origin.y + cell.midY)
        let startX = Int(origin.x + cell.maxX - 6)
        _ = try await run.session.run("xdotool", "mousemove", "\(startX)", "\(y)", "mousedown", "1")
        for step in 1...8 {
            try await Task.sleep(for: .milliseconds(50))
            _ = try await run.session.run("xdotool", "mousemove", "\(startX - step * 15)", "\(y)")
        }
        try await Task.sleep(for: .milliseconds(100))
        _ = try await run.session.run("xdotool", "mouseup", "1")
        let revealed = try await run.session.settledScreenshot(named: "swipe-revealed", in: window)

        // The button fills the trailing 74 points of the cell in orange.
        let button = CGRect(x: origin.x + cell.maxX - 70, y: origin.y + cell.minY + 4, width: 60, height: cell.height - 8)
        let orange = orangePixels(in: revealed, button)
        #expect(orange > Int(button.width * button.height) / 2, "orange pixels: \(orange)")
        #expect(changedPixels(before, revealed, in: other.offsetBy(dx: origin.x, dy: origin.y)) == 0)

        // Click the button: the action runs with the model's text, and the cell closes.
        _ = try await run.session.run("xdotool", "mousemove", "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
        _ = try await run.app.waitForLine { $0.hasPrefix(#"[tessera] click "cell condition-1""#) && $0.hasSuffix(": handled") }
        try run.advance(to: 2)
        let second = try await run.waitForStep(2)
        #expect(second.value("flagged") == "Seasonal allergies")
        // Closed again (GTK's hover highlight of the row under the pointer aside).
        let closed = try await run.session.settledScreenshot(named: "swipe-closed", in: window)
        #expect(orangePixels(in: closed, button) == 0)
    }

    private func orangePixels(in image: RenderedImage, _ rect: CGRect) -> Int {
        var count = 0
        for py in Int(rect.minY)..<Int(rect.maxY) {
            for px in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image.pixel(x: px, y: py)
                if pixel.red > 200 && pixel.green > 100 && pixel.green < 190 && pixel.blue < 80 { count += 1 }
            }
        }
        return count
    }
}
