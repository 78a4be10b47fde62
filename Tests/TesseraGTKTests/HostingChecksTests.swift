import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting
@testable import TesseraGTK

/// One `Showcase --gtk-check NAME` run under Xvfb (see Sources/Showcase/GTKChecks.swift):
/// steps advance when this writes their number to the step file; each step's measurements
/// come back as "[check] …" lines.
final class GTKCheckRun {
    let session: XvfbSession
    let app: LaunchedApp
    private let stepFile: URL

    init(_ name: String) async throws {
        session = try await XvfbSession.start()
        stepFile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-check-\(UUID().uuidString)")
        try "1".write(to: stepFile, atomically: true, encoding: .utf8)
        do {
            app = try session.launch(XvfbSession.showcaseExecutable!, arguments: ["--gtk-check", name],
                                     environment: ["TESSERA_TRACE": "1", "GSK_RENDERER": "cairo",
                                                   "TESSERA_CHECK_STEPS": stepFile.path])
        } catch {
            session.stop()
            throw error
        }
    }

    func stop() {
        app.stop()
        session.stop()
        try? FileManager.default.removeItem(at: stepFile)
    }

    /// Asks for step `n` (after step 1, which runs at launch).
    func advance(to step: Int) throws {
        try "\(step)".write(to: stepFile, atomically: true, encoding: .utf8)
    }

    /// The check and frame lines up to "[check] ready n".
    func waitForStep(_ step: Int) async throws -> StepReport {
        var lines: [String] = []
        while true {
            let line = try await app.waitForLine(within: 60) { $0.hasPrefix("[check]") || $0.hasPrefix("[tessera] frame") }
            if line == "[check] ready \(step)" { return StepReport(lines: lines) }
            lines.append(line)
        }
    }

    /// Waits until the app handled `keys` key presses (editing keys a view took) and
    /// `committedTexts` texts the input method committed to a focused view (one per typed
    /// character), since the last step, and then drew the widget `drawn`.
    func waitForInput(keys: Int = 0, committedTexts: Int, drawn widget: String) async throws {
        var last = try await app.waitForLines(committedTexts) { $0.hasPrefix("[tessera] text committed") && $0.hasSuffix(": handled") }
        if keys > 0 {
            last = max(last, try await app.waitForLines(keys) { $0.hasPrefix("[tessera] key down 0x") && $0.hasSuffix(": handled") })
        }
        try await app.waitForLines(after: last) { $0.hasPrefix("[tessera] frame \"\(widget)\"") }
    }

    /// The window's position on the screen.
    func windowOrigin(title: String) async throws -> CGPoint {
        let window = try await session.run("xdotool", "search", "--name", "^\(title)$").split(separator: "\n").first.map(String.init)
        let id = try #require(window)
        let geometry = try await session.run("xdotool", "getwindowgeometry", id)
        let position = try #require(geometry.split(separator: "\n").first { $0.contains("Position:") })
        let coordinates = position.split(separator: " ")[1].split(separator: ",").compactMap { Double($0) }
        try #require(coordinates.count == 2)
        return CGPoint(x: coordinates[0], y: coordinates[1])
    }
}

/// What a step printed.
struct StepReport {
    var lines: [String]

    /// The rectangle "[check] NAME x y w h" (surface coordinates, points).
    func rect(_ name: String) -> CGRect? {
        guard let line = lines.last(where: { $0.hasPrefix("[check] \(name) ") }) else { return nil }
        let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The SwiftUI size "[check] size NAME w h" the app measured (a fresh view, apart from
    /// its widgets: see Sources/Showcase/GTKCheckSizes.swift).
    func size(_ name: String) -> CGSize? {
        guard let numbers = value("size \(name)")?.split(separator: " ").compactMap({ Double($0) }), numbers.count == 2 else {
            return nil
        }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    func value(_ name: String) -> String? {
        lines.last { $0.hasPrefix("[check] \(name) ") }.map { String($0.dropFirst("[check] \(name) ".count)) }
    }

    /// The names of the widgets that drew or repainted in this step.
    var drawnWidgets: Set<String> {
        Set(lines.compactMap { line in
            guard line.hasPrefix("[tessera] frame \""), let end = line.dropFirst(17).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 17)..<end])
        })
    }
}

func changedPixels(_ a: RenderedImage, _ b: RenderedImage, in rect: CGRect) -> Int {
    var count = 0
    for y in max(0, Int(rect.minY))..<min(Int(rect.maxY), a.pixelHeight) {
        for x in max(0, Int(rect.minX))..<min(Int(rect.maxX), a.pixelWidth) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            count += 1
        }
    }
    return count
}

// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    // Never on the main actor: a window test waits on processes for a minute, and every hop to
    // the main actor queues behind the main-actor tests running in parallel (minutes under
    // load). The SwiftUI sizes the widgets are compared with are measured by the check app
    // (fresh views in an `OffscreenHost` there), which prints them with its step's report.
    @Suite("Hosting SwiftUI in GTK programs, under Xvfb")
    struct HostingChecksTests {
        @Test("a hosting widget in a GtkBox next to native widgets gets its SwiftUI size; replacing rootView redraws only it",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func hostingWidgetInBox() async throws {
            let run = try await GTKCheckRun("box")
            defer { run.stop() }
            let first = try await run.waitForStep(1)
            let hosting = try #require(first.rect("hosting"))
            let ideal = try #require(first.size("original"))
            #expect(hosting.width == ideal.width)
            // The height the content takes at that width (Tessera's HStack wraps "90" when proposed
            // exactly its ideal width; see the report) — what GTK's height-for-width asked.
            let atWidth = try #require(first.size("original-at-width"))
            #expect(hosting.height == atWidth.height)
            let origin = try await run.windowOrigin(title: "Box check")
            let before = try await run.session.settledScreenshot(named: "box-before", in: CGRect(x: origin.x, y: origin.y, width: 700, height: 200))

            try run.advance(to: 2)
            let second = try await run.waitForStep(2)
            let replaced = try #require(second.rect("hosting"))
            let replacedIdeal = try #require(second.size("replaced"))
            #expect(replaced.size == replacedIdeal)
            #expect(second.drawnWidgets == ["widget"])
            let after = try await run.session.settledScreenshot(named: "box-after", in: CGRect(x: origin.x, y: origin.y, width: 700, height: 200))
            let drawn = hosting.union(replaced).offsetBy(dx: origin.x, dy: origin.y)
            #expect(changedPixels(before, after, in: drawn) > 200)
            for native in ["label", "button"] {
                let rect = try #require(second.rect(native)).offsetBy(dx: origin.x, dy: origin.y)
                #expect(changedPixels(before, after, in: rect) == 0, "\(native) was redrawn")
            }
        }

        @Test("a popover hosting SwiftUI (sizingOptions .preferredContentSize) resizes when its content grows",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func popoverFollowsContent() async throws {
            let run = try await GTKCheckRun("popover")
            defer { run.stop() }
            let first = try await run.waitForStep(1)
            let small = try #require(first.rect("hosting"))
            let popoverSmall = try #require(first.rect("popover"))
            let smallContent = try #require(first.size("one-line"))
            #expect(small.size == smallContent)

            try run.advance(to: 2)
            let second = try await run.waitForStep(2)
            let large = try #require(second.rect("hosting"))
            let popoverLarge = try #require(second.rect("popover"))
            let largeContent = try #require(second.size("three-lines"))
            #expect(large.size == largeContent)
            #expect(large.height > small.height)
            #expect(popoverLarge.height - popoverSmall.height == large.height - small.height)
            #expect(popoverLarge.width - popoverSmall.width == large.width - small.width)
        }

        @Test("list cells: a @Published change redraws and resizes only its cell, with no snapshot; selecting a row shows the checkmark; reconfiguring an item updates its cell in place",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func cellsFollowTheirModels() async throws {
            let run = try await GTKCheckRun("cells")
            defer { run.stop() }
            let first = try await run.waitForStep(1)
            let conditionBefore = try #require(first.rect("cell condition-1"))
            let nextBefore = try #require(first.rect("cell condition-2"))
            #expect(first.value("applies") == "1")

            // Step 2: the model's text grows to several lines.
            try run.advance(to: 2)
            let second = try await run.waitForStep(2)
            #expect(second.drawnWidgets == ["cell condition-1"])
            #expect(second.value("applies") == "1")
            let conditionAfter = try #require(second.rect("cell condition-1"))
            // A fresh cell of the long text at this cell's width, as SwiftUI lays it out.
            let expected = try #require(second.size("long-condition"))
            #expect(conditionAfter.height == expected.height)
            #expect(conditionAfter.height > conditionBefore.height)
            let nextAfter = try #require(second.rect("cell condition-2"))
            #expect(nextAfter.minY - nextBefore.minY == conditionAfter.height - conditionBefore.height)
            #expect(nextAfter.height == nextBefore.height)

            // Step 3: click the second category's row; its cell is rebuilt with a checkmark.
            let row = try #require(second.rect("cell category-1"))
            let origin = try await run.windowOrigin(title: "Health")
            let before = try await run.session.settledScreenshot(named: "cells-before-select", in: CGRect(x: origin.x, y: origin.y, width: 360, height: 700))
            _ = try await run.session.run("xdotool", "mousemove", "\(Int(origin.x + row.midX))", "\(Int(origin.y + row.midY))", "click", "1")
            // Step 3 once the app took the click and drew the row's cell again.
            let clicked = try await run.app.waitForLines { $0.hasPrefix(#"[tessera] click "cell category-1""#) }
            try await run.app.waitForLines(after: clicked) { $0.hasPrefix(#"[tessera] frame "cell category-1""#) }
            try run.advance(to: 3)
            let third = try await run.waitForStep(3)
            #expect(third.value("checkmark category-1") == "true")
            #expect(third.value("checkmark category-0") == "false")
            let after = try await run.session.settledScreenshot(named: "cells-after-select", in: CGRect(x: origin.x, y: origin.y, width: 360, height: 700))
            // The checkmark: dark pixels at the row's trailing end, where there were none.
            let trailing = CGRect(x: origin.x + row.maxX - 60, y: origin.y + row.minY, width: 50, height: row.height)
            #expect(darkPixels(in: before, trailing) == 0)
            #expect(darkPixels(in: after, trailing) > 10)
            let otherRow = try #require(third.rect("cell category-0"))
            let otherTrailing = CGRect(x: origin.x + otherRow.maxX - 60, y: origin.y + otherRow.minY, width: 50, height: otherRow.height)
            #expect(darkPixels(in: after, otherTrailing) == 0)

            // Step 4: a condition's object is replaced and its item reconfigured: the same cell,
            // in the same row, shows the new object; nothing else is drawn again.
            try run.advance(to: 4)
            let fourth = try await run.waitForStep(4)
            #expect(fourth.value("applies") == "2")
            #expect(fourth.drawnWidgets == ["cell condition-3"])
            #expect(fourth.rect("cell condition-3") == third.rect("cell condition-3"))
            let reconfigured = try await run.session.settledScreenshot(named: "cells-after-reconfigure", in: CGRect(x: origin.x, y: origin.y, width: 360, height: 700))
            let migraine = try #require(fourth.rect("cell condition-3")).offsetBy(dx: origin.x, dy: origin.y)
            #expect(changedPixels(after, reconfigured, in: migraine) > 50)
            let asthma = try #require(fourth.rect("cell condition-0")).offsetBy(dx: origin.x, dy: origin.y)
            #expect(changedPixels(after, reconfigured, in: asthma) == 0)
        }

        private func darkPixels(in image: RenderedImage, _ rect: CGRect) -> Int {
            var count = 0
            for y in max(0, Int(rect.minY))..<min(Int(rect.maxY), image.pixelHeight) {
                for x in max(0, Int(rect.minX))..<min(Int(rect.maxX), image.pixelWidth) {
                    let pixel = image.pixel(x: x, y: y)
                    if pixel.red + pixel.green + pixel.blue < 240 { count += 1 }
                }
            }
            return count
        }
    }
}
