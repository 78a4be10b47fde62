import Foundation
import Testing
@testable import TesseraGTK

/// The health window under Xvfb (its list view shows separators): each category cell draws
/// its separator from its text, past the icon, to the row's trailing edge.
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Row separators in a real GtkListView")
    struct SeparatorWindowTests {
        @Test("a category row's separator starts at its text, not under its icon, and runs to the row's end",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func separatorFollowsText() async throws {
            let run = try await GTKCheckRun("cells")
            defer { run.stop() }
            let first = try await run.waitForStep(1)
            let cell = try #require(first.rect("cell category-0"))
            let origin = try await run.windowOrigin(title: "Health")
            let image = try await run.session.settledScreenshot(named: "separators", in: CGRect(x: origin.x, y: origin.y, width: 360, height: 700))
            // The bottom pixel row of the cell: drawn (darker than the white row) columns.
            let y = Int(origin.y + cell.maxY) - 1
            let drawn = (Int(origin.x + cell.minX)..<Int(origin.x + cell.maxX)).filter { x in
                let pixel = image.pixel(x: x, y: y)
                return pixel.red < 245 && abs(pixel.red - pixel.blue) < 12
            }
            let firstColumn = try #require(drawn.first) - Int(origin.x + cell.minX)
            let lastColumn = try #require(drawn.last) - Int(origin.x + cell.minX)
            // The icon sits at the 16-point margin and is ~18 points wide: the line starts after it.
            #expect(firstColumn > 16 + 16, "separator starts at \(firstColumn)")
            #expect(firstColumn < 80)
            #expect(lastColumn == Int(cell.width) - 1)
            #expect(drawn.count == lastColumn - firstColumn + 1, "one unbroken line")
            // Under the icon, the row's bottom is not drawn.
            let underIcon = image.pixel(x: Int(origin.x + cell.minX) + 20, y: y)
            #expect(underIcon.red >= 245)
        }
    }
}
