import Foundation
import Testing
@testable import TesseraGTK

/// Issue 9: a `GtkListView` of 100,000 SwiftUI cells under Xvfb (`Showcase --gtk-check biglist`).
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("A 100,000-item GtkListView under Xvfb")
    struct BigListWindowTests {
        /// "mapped COUNT FIRST LAST".
        func mapped(_ report: StepReport) throws -> (count: Int, first: Int, last: Int) {
            let numbers = try #require(report.value("mapped")).split(separator: " ").compactMap { Int($0) }
            try #require(numbers.count == 3)
            return (numbers[0], numbers[1], numbers[2])
        }

        func number(_ name: String, _ report: StepReport) throws -> Int {
            try #require(report.value(name).flatMap { Int($0) })
        }

        @Test("scrolling realizes only the visible cells: a few dozen cells set up for 100,000 rows, reused at the middle and the end",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func onlyVisibleCellsAreRealized() async throws {
            let run = try await GTKCheckRun("biglist")
            defer { run.stop() }
            let first = try await run.waitForStep(1)
            #expect(try number("rows", first) == 100_000)
            let top = try mapped(first)
            // A 600-point window shows about a dozen 44-point rows.
            #expect(top.first == 0)
            #expect(top.count >= 10 && top.count <= 60, "mapped \(top)")
            let setUpAtTop = try number("setups", first)
            #expect(setUpAtTop <= 250, "GTK set up \(setUpAtTop) cells")
            #expect(try number("binds", first) <= 250)

            try run.advance(to: 2)
            let middle = try await run.waitForStep(2)
            let shown = try mapped(middle)
            #expect(shown.first > 40_000 && shown.last < 60_000, "mapped \(shown)")
            #expect(shown.count <= 60)
            // Scrolling 50,000 rows binds the rows that came into view, not the rows in between.
            #expect(try number("binds", middle) - (try number("binds", first)) <= 250)
            #expect(try number("setups", middle) <= 250)

            try run.advance(to: 3)
            let end = try await run.waitForStep(3)
            let bottom = try mapped(end)
            #expect(bottom.last == 99_999)
            #expect(try number("setups", end) <= 250)
            #expect(try number("binds", end) <= 750)
        }
    }
}
