import Foundation
import Testing
@_spi(Testing) import Tessera
@testable import TesseraCharts

/// Long lines: decimation to pixel columns keeps each column's shape, and a 100,000-point
/// chart records a display list whose size follows its width, not its data.
@Suite("Decimation") @MainActor
struct DecimationTests {
    struct Sample: Identifiable { let id: Int; let value: Double }

    static func samples(_ count: Int) -> [Sample] {
        (0..<count).map { Sample(id: $0, value: sin(Double($0) / Double(count) * 40) * 50 + 60 + Double(($0 * 7919) % 13)) }
    }

    @Test("each pixel column keeps its first, lowest, highest and last point")
    func columnExtremes() {
        let points: [CGPoint] = (0..<20_000).map { index in
            let x = CGFloat(index) * 200 / 20_000
            let y = CGFloat((index * 7919) % 101) + sin(CGFloat(index) / 300) * 20
            return CGPoint(x: x, y: y)
        }
        let decimated = LineDecimation.decimate(points)
        #expect(decimated.count <= 4 * 201)
        let columns: [Int: [CGPoint]] = Dictionary(grouping: points) { (point: CGPoint) in Int(point.x.rounded(.down)) }
        let kept: [Int: [CGPoint]] = Dictionary(grouping: decimated) { (point: CGPoint) in Int(point.x.rounded(.down)) }
        #expect(Set(columns.keys) == Set(kept.keys))
        for (column, original) in columns {
            let survivors: [CGPoint] = kept[column] ?? []
            #expect(survivors.first == original.first && survivors.last == original.last, "column \(column)")
            #expect(survivors.map(\.y).min() == original.map(\.y).min(), "column \(column)")
            #expect(survivors.map(\.y).max() == original.map(\.y).max(), "column \(column)")
            #expect(survivors.count <= 4)
        }
        // Kept in data order.
        #expect(zip(decimated, decimated.dropFirst()).allSatisfy { $0.x <= $1.x })
    }

    @Test("a line series' points are placed from plain arrays of values")
    func seriesArrays() {
        let data = ChartData(marks: ForEach(Self.samples(1_000)) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) }
            .collectedMarks().marks)
        #expect(data.lineSeries.count == 1)
        #expect(data.lineSeries[0].isContinuous)
        #expect(data.lineSeries[0].xs.count == 1_000 && data.lineSeries[0].xs[999] == 999)
        let plot = PlotGeometry(model: ChartModel(data: data), size: CGSize(width: 500, height: 100))
        let series = plot.series(of: .line)[0]
        // The array path places points exactly where a mark's own position is.
        for index in [0, 17, 500, 999] {
            #expect(series.points[index] == plot.position(of: data.marks[index]))
        }
    }

    struct LineChart: View {
        let samples: [Sample]
        var body: some View {
            Chart(samples) { sample in
                LineMark(x: .value("Index", sample.id), y: .value("Value", sample.value))
                    .symbol(.circle)
            }
        }
    }

    /// The number of path elements in a display list's fills and strokes.
    static func pathElements(_ list: DisplayList) -> Int {
        list.allItems.reduce(0) { total, item in
            switch item.content {
            case .fill(let path, _, _), .stroke(let path, _, _): total + path.elements.count
            default: total
            }
        }
    }

    @Test("a 100,000-point chart records O(width) path elements; symbols only below one point per pixel")
    func displayListSize() {
        let width: CGFloat = 400
        let large = OffscreenHost(rootView: LineChart(samples: Self.samples(100_000)), size: CGSize(width: width, height: 200))
        let largeElements = Self.pathElements(large.displayList)
        // The line: at most four points per pixel column; the grid and ticks: a few dozen.
        #expect(largeElements <= 4 * Int(width) + 100)
        #expect(largeElements > Int(width) / 2)
        // 200 points in a plot about 370 wide: every point gets its circle (4+ elements each).
        let small = OffscreenHost(rootView: LineChart(samples: Self.samples(200)), size: CGSize(width: width, height: 200))
        #expect(Self.pathElements(small.displayList) > 200 * 4)
    }

    @Test("view symbols are placed only on lines with fewer points than pixels")
    func viewSymbols() {
        struct Symbols: View {
            let count: Int
            var body: some View {
                Chart(DecimationTests.samples(count)) { sample in
                    LineMark(x: .value("Index", sample.id), y: .value("Value", sample.value))
                        .symbol(Circle().strokeBorder(lineWidth: 2))
                }
            }
        }
        func parts(_ count: Int) -> Int {
            OffscreenHost(rootView: Symbols(count: count), size: CGSize(width: 300, height: 200))
                .tree.allNodes.filter { $0.baseName == "ChartPart" }.count
        }
        #expect(parts(50) == 51)
        #expect(parts(5_000) == 1)
    }
}
