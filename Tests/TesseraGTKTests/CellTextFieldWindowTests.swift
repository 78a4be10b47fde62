import Foundation
import Testing
import Tessera
import TesseraCairo

/// Typing into a list cell's TextField under Xvfb: the health window's medical-condition cells
/// show `TextField("Condition", text: $condition.text)` bound to their `MedicalCondition`. A
/// click in a cell's field focuses it (the GtkListView must not keep the keys), xdotool types,
/// the model changes (the check scenario reports its text) and only that cell redraws; editing
/// keys (BackSpace, arrows) go to the field too.
/// (An extension of the serialized showcase suite, so that its X servers never run at once.)
extension ShowcaseWindowTests {
    @Test("typing into a condition cell's TextField writes the model through the binding and redraws that cell",
          .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
          .timeLimit(.minutes(3)))
    func typeIntoCellTextField() async throws {
        let run = try await GTKCheckRun("editing")
        defer { run.stop() }
        let first = try await run.waitForStep(1)
        #expect(first.value("text condition-0") == "Asthma")
        let cell = try #require(first.rect("cell condition-0"))
        let origin = try await run.windowOrigin(title: "Health")
        let window = CGRect(x: origin.x, y: origin.y, width: 360, height: 700)
        let before = try await run.session.settledScreenshot(named: "cell-before-typing", in: window)

        // Click in the field, right of "Asthma" (the caret goes to the end), and type. (The X
        // server delivers the click before the keys.) Step 2 is asked for once the app took all
        // the typed text and drew the cell after it.
        let windowID = try #require(try await run.session.run("xdotool", "search", "--name", "^Health$").split(separator: "\n").first.map(String.init))
        _ = try await run.session.run("xdotool", "windowfocus", windowID)
        _ = try await run.session.run("xdotool", "mousemove", "\(Int(origin.x + cell.minX + 150))", "\(Int(origin.y + cell.midY))", "click", "1")
        _ = try await run.session.run("xdotool", "type", "--delay", "30", " attack")
        try await run.waitForInput(committedTexts: 7, drawn: "cell condition-0")
        try run.advance(to: 2)
        let second = try await run.waitForStep(2)
        #expect(second.value("text condition-0") == "Asthma attack")
        #expect(second.value("text condition-1") == "Seasonal allergies")
        #expect(second.value("applies") == "1")
        // The field took the click: the row is not selected (UIKit's behaviour too).
        #expect(second.value("selected condition-0") == "false")
        #expect(second.drawnWidgets.contains("cell condition-0"))
        #expect(!second.drawnWidgets.contains("cell condition-1"))

        let after = try await run.session.settledScreenshot(named: "cell-after-typing", in: window)
        let typed = cell.offsetBy(dx: origin.x, dy: origin.y)
        #expect(changedPixels(before, after, in: typed) > 50)
        let other = try #require(second.rect("cell condition-2")).offsetBy(dx: origin.x, dy: origin.y)
        #expect(changedPixels(before, after, in: other) == 0)

        // Editing keys reach the field, not the list (GtkListView binds arrows for rows).
        _ = try await run.session.run("xdotool", "key", "BackSpace", "Left")
        _ = try await run.session.run("xdotool", "type", "x")
        try await run.waitForInput(keys: 2, committedTexts: 1, drawn: "cell condition-0")
        try run.advance(to: 3)
        let third = try await run.waitForStep(3)
        #expect(third.value("text condition-0") == "Asthma attaxc")
        #expect(third.value("text condition-1") == "Seasonal allergies")
    }
}
