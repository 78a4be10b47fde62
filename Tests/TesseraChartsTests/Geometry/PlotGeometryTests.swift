import Foundation
import Testing
@testable import TesseraCharts

/// `point` rounded to hundredths.
func rounded(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100)
}

/// `rect` rounded to hundredths.
func rounded(_ rect: CGRect) -> CGRect {
    CGRect(origin: rounded(rect.origin), size: CGSize(width: (rect.width * 100).rounded() / 100, height: (rect.height * 100).rounded() / 100))
}

@Suite("Mark positions in plot coordinates") @MainActor
struct PlotGeometryTests {
    func geometry<C: ChartContent>(_ size: CGSize = CGSize(width: 200, height: 100), @ChartContentBuilder _ content: () -> C) -> PlotGeometry {
        PlotGeometry(model: ChartModel(marks: content().collectedMarks().marks), size: size)
    }

    @Test("line points map the numeric domain onto the plot, y up")
    func linePoints() {
        let plot = geometry {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 50), y: .value("y", 97))
            LineMark(x: .value("x", 100), y: .value("y", 50))
        }
        // x domain 0…100, y domain 0…100 (97 rounds up to the nice 100).
        let series = plot.series(of: .line)
        #expect(series.count == 1)
        #expect(series[0].points.map(rounded) == [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 3), CGPoint(x: 200, y: 50)])
    }

    @Test("lines split into series by .foregroundStyle(by:), in data order")
    func seriesByStyle() {
        let plot = geometry {
            ForEach([("a", 1.0, 2.0), ("b", 1, 4), ("a", 2, 3), ("b", 2, 1)], id: \.0.self) { name, x, y in
                LineMark(x: .value("x", x), y: .value("y", y)).foregroundStyle(by: .value("name", name))
            }
        }
        let series = plot.series(of: .line)
        #expect(series.count == 2)
        #expect(series.map(\.marks) == [[0, 2], [1, 3]])
        #expect(plot.model.styleSeries.map(\.value) == [.category("a"), .category("b")])
    }

    @Test("stacked bars share a band and stack from zero")
    func stackedBars() {
        let plot = geometry(CGSize(width: 200, height: 100)) {
            BarMark(x: .value("q", "Q1"), y: .value("n", 4)).foregroundStyle(by: .value("p", "a"))
            BarMark(x: .value("q", "Q1"), y: .value("n", 6)).foregroundStyle(by: .value("p", "b"))
            BarMark(x: .value("q", "Q2"), y: .value("n", 3)).foregroundStyle(by: .value("p", "a"))
        }
        // y domain 0…10; Q1's band is 0…100, its bars 60 wide (0.6 of the band), centred at 50.
        #expect(plot.rect(of: 0) == CGRect(x: 20, y: 60, width: 60, height: 40))
        #expect(plot.rect(of: 1) == CGRect(x: 20, y: 0, width: 60, height: 60))
        #expect(plot.rect(of: 2) == CGRect(x: 120, y: 70, width: 60, height: 30))
    }

    @Test("grouped bars split their band by .position(by:)")
    func groupedBars() {
        let plot = geometry(CGSize(width: 200, height: 100)) {
            BarMark(x: .value("q", "Q1"), y: .value("n", 4)).position(by: .value("p", "a"))
            BarMark(x: .value("q", "Q1"), y: .value("n", 6)).position(by: .value("p", "b"))
        }
        // One category: its band is the whole width, the bars' 120 points split in two; y 0…6.
        #expect(plot.rect(of: 0).map(rounded) == CGRect(x: 40, y: 33.33, width: 60, height: 66.67))
        #expect(plot.rect(of: 1).map(rounded) == CGRect(x: 100, y: 0, width: 60, height: 100))
    }

    @Test("a horizontal rule spans the plot at its value; a vertical one at x")
    func rules() {
        let plot = geometry {
            RuleMark(y: .value("y", 25))
            RuleMark(x: .value("x", 40))
            PointMark(x: .value("x", 100), y: .value("y", 100))
        }
        #expect(plot.rule(of: plot.model.marks[0])! == (CGPoint(x: 0, y: 75), CGPoint(x: 200, y: 75)))
        #expect(plot.rule(of: plot.model.marks[1])! == (CGPoint(x: 80, y: 100), CGPoint(x: 80, y: 0)))
    }

    @Test("sectors share the circle by value, clockwise from the top")
    func sectors() {
        let plot = geometry(CGSize(width: 100, height: 100)) {
            SectorMark(angle: .value("n", 3))
            SectorMark(angle: .value("n", 1), innerRadius: .ratio(0.5))
        }
        let sectors = plot.sectors()
        #expect(sectors.count == 2)
        #expect(abs(sectors[0].startAngle + .pi / 2) < 1e-9)
        #expect(abs(sectors[0].endAngle - .pi) < 1e-9)
        #expect(sectors[1].outerRadius == 50 && sectors[1].innerRadius == 25)
        #expect(plot.model.isPie && plot.model.xAxis.isEmpty)
    }

    @Test("categories on the y axis read top to bottom")
    func categoricalY() {
        let plot = geometry {
            PointMark(x: .value("x", 1), y: .value("q", "first"))
            PointMark(x: .value("x", 2), y: .value("q", "second"))
        }
        #expect(plot.position(of: plot.model.marks[0])!.y == 25)
        #expect(plot.position(of: plot.model.marks[1])!.y == 75)
    }

    @Test("a chart scale domain replaces the automatic one")
    func domainOverride() {
        var configuration = ChartConfiguration()
        configuration.yDomain = (50...150).domainOverride
        let model = ChartModel(marks: LineMark(x: .value("x", 1), y: .value("y", 100)).collectedMarks().marks, configuration: configuration)
        #expect(model.yScale == .numeric(.fixed(domain: 50...150)))
        #expect(model.yAxis.compactMap(\.label) == ["60", "80", "100", "120", "140"])
    }
}

@Suite("Rectangles and interpolation") @MainActor
struct RectangleAndInterpolationTests {
    @Test("a rectangle mark on two categorical axes fills its cell (a heat map)")
    func heatMapCell() {
        let marks = ForEach([("a", "x"), ("b", "x"), ("a", "y"), ("b", "y")], id: \.0.self) { column, row in
            RectangleMark(x: .value("column", column), y: .value("row", row))
        }.collectedMarks().marks
        let plot = PlotGeometry(model: ChartModel(marks: marks), size: CGSize(width: 200, height: 100))
        #expect(plot.rect(of: 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(plot.rect(of: 3) == CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    @Test("a step-start line changes value at each point")
    func stepStart() {
        let path = InterpolatedPath.path(through: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 2)], method: .stepStart)
        var expected = Path()
        expected.move(to: CGPoint(x: 0, y: 0))
        for point in [(0, 5), (10, 5), (10, 2), (20, 2)] { expected.addLine(to: CGPoint(x: point.0, y: point.1)) }
        #expect(path.description == expected.description)
    }

    @Test("a monotone curve doesn't overshoot its points")
    func monotone() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 30)]
        let tangents = InterpolatedPath.monotoneTangents(points)
        #expect(tangents[1] == 0 && tangents[2] == 0)
        let bounds = InterpolatedPath.path(through: points, method: .monotone).boundingRect
        #expect(bounds.minY >= -0.001 && bounds.maxY <= 30.001)
    }
}
