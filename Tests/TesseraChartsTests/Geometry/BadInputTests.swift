import Foundation
import Testing
@_spi(Testing) import Tessera
@testable import TesseraCharts

@Suite("Bad input") @MainActor
struct BadInputTests {
    struct Point: Identifiable { let id: Int; let x: Double; let y: Double }

    @Test("an empty chart draws its axes over the unit domain")
    func empty() {
        let model = ChartModel(marks: Chart([Point]()) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.content.collectedMarks().marks)
        #expect(model.marks.isEmpty)
        #expect(model.yScale == .numeric(NumericScale.automatic(covering: [])))
        #expect(!model.yAxis.isEmpty)
    }

    @Test("a single point is placed inside the plot")
    func singlePoint() {
        let marks = PointMark(x: .value("x", 5), y: .value("y", 7)).collectedMarks().marks
        let plot = PlotGeometry(model: ChartModel(marks: marks), size: CGSize(width: 100, height: 100))
        let point = plot.position(of: marks[0])!
        #expect((0...100).contains(point.x) && (0...100).contains(point.y))
    }

    @Test("NaN and infinite values are skipped with one runtime warning")
    func nonFinite() {
        let points = [Point(id: 0, x: 0, y: 1), Point(id: 1, x: 1, y: .nan), Point(id: 2, x: .infinity, y: 2), Point(id: 3, x: 3, y: 4)]
        let collector = ForEach(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.collectedMarks()
        #expect(collector.marks.count == 2)
        #expect(collector.skippedCount == 2)
        let warnings = RuntimeWarnings.shared.messages.filter { $0.contains("non-finite value") }
        #expect(warnings.count == 1)
    }

    @Test("100,000 points draw as at most four points per pixel column")
    func hundredThousandPoints() {
        let points = (0..<100_000).map { Point(id: $0, x: Double($0), y: sin(Double($0) / 500) * 50 + Double($0 % 7)) }
        let marks = ForEach(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.collectedMarks().marks
        let plot = PlotGeometry(model: ChartModel(marks: marks), size: CGSize(width: 300, height: 100))
        let series = plot.series(of: .line)
        #expect(series[0].points.count == 100_000)
        let decimated = LineDecimation.decimate(series[0].points)
        #expect(decimated.count <= 4 * 301)
        #expect(decimated.first == series[0].points.first && decimated.last == series[0].points.last)
        // The silhouette is kept: the lowest and highest points survive.
        #expect(decimated.map(\.y).min() == series[0].points.map(\.y).min())
        #expect(decimated.map(\.y).max() == series[0].points.map(\.y).max())
    }
}
