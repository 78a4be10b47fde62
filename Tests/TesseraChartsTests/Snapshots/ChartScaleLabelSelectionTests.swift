import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraTesting
@testable import TesseraCharts

/// `.chartForegroundStyleScale`, axis labels (titles), `AxisMarks(position:)` and
/// `.chartXSelection(value:)`.
@Suite("Style scale, axis labels and selection") @MainActor
struct ChartScaleLabelSelectionTests {
    static let size = CGSize(width: 320, height: 200)

    /// Reads the chart configuration the modifiers around it set.
    struct ConfigurationProbe: View {
        @Environment(\.chartConfiguration) var configuration
        let read: (ChartConfiguration) -> Void
        var body: some View {
            read(configuration)
            return Color.clear
        }
    }

    func configuration<V: View>(_ modify: (ConfigurationProbe) -> V) -> ChartConfiguration {
        var result = ChartConfiguration()
        let host = OffscreenHost(rootView: modify(ConfigurationProbe { result = $0 }), size: CGSize(width: 10, height: 10))
        host.update()
        return result
    }

    static var bars: some ChartContent {
        ForEach(Sale.all) { sale in
            BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }

    @Test("a style mapping orders the series and gives each its style")
    func styleMapping() {
        let configuration = configuration { $0.chartForegroundStyleScale(["Pyramid": Color.red, "Cube": .green, "Sphere": .blue]) }
        let model = ChartModel(marks: Self.bars.collectedMarks().marks, configuration: configuration)
        #expect(model.styleSeries.map(\.value.categoryName) == ["Pyramid", "Cube", "Sphere"])
        let cube = model.marks.first { $0.attributes.styleSeries?.value == .category("Cube") }!
        #expect(model.style(of: cube).resolvedColor == Color.green)
        // A value the mapping doesn't name gets a palette color after the mapped ones.
        let partial = self.configuration { $0.chartForegroundStyleScale(["Cube": Color.red]) }
        let partialModel = ChartModel(marks: Self.bars.collectedMarks().marks, configuration: partial)
        #expect(partialModel.styleSeries.map(\.value.categoryName) == ["Cube", "Sphere", "Pyramid"])
        #expect(partialModel.styleSeries[0].style.resolvedColor == Color.red)
        #expect(partialModel.styleSeries[1].style.resolvedColor == ChartModel.palette[1])
    }

    @Test("domain:range: maps categories in order, repeating the range")
    func styleDomainRange() {
        let configuration = configuration {
            $0.chartForegroundStyleScale(domain: ["Sphere", "Cube", "Pyramid"], range: [Color.orange, .purple])
        }
        let model = ChartModel(marks: Self.bars.collectedMarks().marks, configuration: configuration)
        #expect(model.styleSeries.map(\.value.categoryName) == ["Sphere", "Cube", "Pyramid"])
        #expect(model.styleSeries.map { $0.style.resolvedColor } == [Color.orange, .purple, .orange])
    }

    @Test("a style scale snapshot: bars and legend in the mapped colors and order")
    func styleScaleSnapshot() {
        let chart = Chart { Self.bars }
            .chartForegroundStyleScale(["Pyramid": Color.red, "Cube": .green, "Sphere": .blue])
        assertSnapshot(of: chart.padding(), size: Self.size, named: "style-scale-light")
    }

    struct Titled: View {
        var body: some View {
            Chart(HeartRateSample.samples) { sample in
                LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.beatsPerMinute))
            }
            .chartXAxisLabel("Time of day")
            .chartYAxisLabel("BPM")
        }
    }

    @Test("the x axis label sits below the axis, centered; the y axis label above the plot, on the axis's side")
    func axisLabelPlacement() {
        let host = OffscreenHost(rootView: Titled(), size: Self.size)
        host.update()
        let xTitle = host.frame(ofText: "Time of day")!
        let yTitle = host.frame(ofText: "BPM")!
        let plot = host.layoutFrames.first { $0.label.contains("Canvas") }!.frame
        // Below the plot and its value labels, centered on the plot.
        #expect(xTitle.minY > plot.maxY + 8)
        #expect(abs(xTitle.midX - plot.midX) < 1)
        #expect(xTitle.maxY <= Self.size.height + 0.5)
        // Above the plot, its trailing edge at the chart's trailing edge (y labels are trailing).
        #expect(yTitle.maxY <= plot.minY)
        #expect(abs(yTitle.maxX - Self.size.width) < 1)
    }

    @Test("axis labels snapshot")
    func axisLabelSnapshot() {
        assertSnapshot(of: Titled().padding(), size: Self.size, named: "axis-labels-light")
    }

    struct LeadingAxis: View {
        var body: some View {
            Chart(HeartRateSample.samples) { sample in
                LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.beatsPerMinute))
            }
            .chartYAxis { AxisMarks(position: .leading) }
        }
    }

    @Test("AxisMarks(position: .leading) puts the y labels before the plot")
    func leadingAxis() {
        let host = OffscreenHost(rootView: LeadingAxis(), size: Self.size)
        host.update()
        let plot = host.layoutFrames.first { $0.label.contains("Canvas") }!.frame
        let label = host.frame(ofText: "100")!
        #expect(label.maxX < plot.minX)
        #expect(plot.maxX > Self.size.width - 1)
        assertSnapshot(of: LeadingAxis().padding(), size: Self.size, named: "axis-leading-light")
    }

    struct Selecting: View {
        @State var selected: Int?
        var body: some View {
            VStack(spacing: 0) {
                Text(selected.map { "x \($0)" } ?? "none")
                Chart {
                    ForEach(Array(0..<11), id: \.self) { x in
                        LineMark(x: .value("x", x * 10), y: .value("y", x))
                    }
                    if let selected {
                        RuleMark(x: .value("Selected", selected))
                    }
                }
                .chartXSelection(value: $selected)
                .chartYAxis(.hidden)
            }
        }
    }

    @Test("a press in the plot sets the x selection, a drag follows it, lifting clears it")
    func selection() {
        let host = OffscreenHost(rootView: Selecting(), size: Self.size)
        host.update()
        let plot = host.layoutFrames.first { $0.label.contains("Canvas") }!.frame
        #expect(host.frame(ofText: "none") != nil)
        // The x domain is 0…100 across the plot's width.
        #expect(host.pointerDown(at: CGPoint(x: plot.minX + plot.width * 0.25, y: plot.midY)))
        host.update()
        #expect(host.frame(ofText: "x 25") != nil)
        #expect(host.pointerMove(to: CGPoint(x: plot.minX + plot.width * 0.7, y: plot.midY)))
        host.update()
        #expect(host.frame(ofText: "x 70") != nil)
        #expect(host.pointerUp(at: CGPoint(x: plot.minX + plot.width * 0.7, y: plot.midY)))
        host.update()
        #expect(host.frame(ofText: "none") != nil)
    }

    struct Growth: View {
        var body: some View {
            Chart(Array([1.0, 3, 12, 40, 150, 420, 900].enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Week", index), y: .value("Users", value))
                PointMark(x: .value("Week", index), y: .value("Users", value))
            }
            .chartYScale(type: .log)
        }
    }

    @Test("type: .log places values by their logarithm, with ticks at powers of ten")
    func logScale() {
        let configuration = configuration { $0.chartYScale(type: .log) }
        let marks = ForEach(Array([2.0, 30, 900].enumerated()), id: \.offset) { index, value in
            LineMark(x: .value("x", index), y: .value("y", value))
        }.collectedMarks().marks
        let model = ChartModel(marks: marks, configuration: configuration)
        guard case .numeric(let scale) = model.yScale else { Issue.record("not numeric"); return }
        #expect(scale.isLogarithmic)
        #expect(scale.domain == 1...1000)
        #expect(scale.ticks == [1, 10, 100, 1000])
        #expect(abs(scale.fraction(of: 100) - 2.0 / 3) < 1e-12)
        #expect(model.yAxis.compactMap(\.label) == ["1", "10", "100", "1,000"])
        // The line's points: by the logarithm, not linearly (30 sits at log10(30)/3 of the height).
        let plot = PlotGeometry(model: model, size: CGSize(width: 100, height: 300))
        let points = plot.series(of: .line)[0].points
        #expect(abs(points[1].y - (300 - 300 * log10(30) / 3)) < 1e-9)
        // A fixed domain is kept as given.
        let fixed = self.configuration { $0.chartYScale(domain: 5...500, type: .log) }
        guard case .numeric(let fixedScale) = ChartModel(marks: marks, configuration: fixed).yScale else { return }
        #expect(fixedScale.domain == 5...500 && fixedScale.ticks == [10, 100])
        // Selection maps back through the logarithm.
        #expect(ChartScale.numeric(scale).value(atFraction: 2.0 / 3).flatMap(\.continuous).map { abs($0 - 100) < 1e-9 } == true)
        assertSnapshot(of: Growth().padding(), size: Self.size, named: "scale-log-light")
    }

    @Test("plot values convert back to the binding's type")
    func valueConversion() {
        #expect(Int.from(.number(24.6)) == 25)
        #expect(Double.from(.number(24.6)) == 24.6)
        #expect(String.from(.category("Q2")) == "Q2")
        #expect(Date.from(.number(3)) == nil)
        let date = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(Date.from(.date(date)) == date)
        #expect(ChartScale.numeric(.fixed(domain: 0...100)).value(atFraction: 0.3) == .number(30))
        #expect(ChartScale.category(CategoryScale(categories: ["A", "B", "C", "D"])).value(atFraction: 0.6) == .category("C"))
    }
}

extension AnyShapeStyle {
    /// The color this style erases, if it is one (read through reflection: the erased style is
    /// internal to Tessera).
    var resolvedColor: Color? {
        Mirror(reflecting: self).children.first { $0.label == "base" }?.value as? Color
    }
}
