import Foundation
import Testing
import TesseraTesting
@testable import TesseraCharts

@Suite("Axes, legend and plot style") @MainActor
struct AxisConfigurationTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test("AxisMarks(values:) with a grid line, a tick and a label at each stride value")
    func strideMarks() {
        var configuration = ChartConfiguration()
        configuration.xAxis.marks = [AxisMarks(values: .stride(by: 25)) { AxisGridLine(); AxisTick(); AxisValueLabel() }]
        configuration.yAxis.visibility = .hidden
        let marks = [LineMark(x: .value("x", 0), y: .value("y", 1)), LineMark(x: .value("x", 97), y: .value("y", 2))]
            .flatMap { $0.collectedMarks().marks }
        let model = ChartModel(marks: marks, configuration: configuration)
        #expect(model.xAxis.map(\.value) == [0, 25, 50, 75, 100].map(PlotValue.number))
        #expect(model.xAxis.allSatisfy { $0.gridLine != nil && $0.tick != nil && $0.label != nil })
        #expect(model.yAxis.isEmpty)
    }

    @Test("an AxisMarks closure sees each value and can leave out labels")
    func closureSeesValues() {
        var configuration = ChartConfiguration()
        configuration.yAxis.marks = [AxisMarks { value in
            AxisGridLine()
            if value.index % 2 == 0 { AxisValueLabel() }
        }]
        let model = ChartModel(marks: LineMark(x: .value("x", 0), y: .value("y", 97)).collectedMarks().marks, configuration: configuration)
        #expect(model.yAxis.count == 6)
        #expect(model.yAxis.compactMap(\.label) == ["0", "40", "80"])
        #expect(model.yAxis.allSatisfy { $0.tick == nil })
    }

    @Test("a date axis formats its labels with a format style")
    func dateFormat() {
        var configuration = ChartConfiguration()
        var format = Date.FormatStyle.dateTime.hour()
        format.timeZone = Self.calendar.timeZone
        format.locale = Locale(identifier: "en_US")
        configuration.xAxis.marks = [AxisMarks(values: .stride(by: .hour, count: 2)) { AxisValueLabel(format: format) }]
        let start = Self.calendar.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 8))!
        let marks = [0.0, 5].flatMap { LineMark(x: .value("t", start.addingTimeInterval($0 * 3600)), y: .value("y", 1)).collectedMarks().marks }
        let model = ChartModel(marks: marks, configuration: configuration, calendar: Self.calendar)
        // Foundation puts a narrow no-break space before the day period.
        #expect(model.xAxis.compactMap { $0.label?.replacingOccurrences(of: "\u{202F}", with: " ") } == ["8 AM", "10 AM", "12 PM"])
    }

    @Test("the chart view modifiers compile and draw: axes, hidden y axis, legend, plot style")
    func modifiers() {
        let chart = Chart {
            ForEach(["a", "b", "c"], id: \.self) { name in
                BarMark(x: .value("Name", name), y: .value("Value", name.unicodeScalars.first!.value - 90))
                    .foregroundStyle(by: .value("Name", name))
                    .annotation(position: .top) { Text(name).font(.caption2) }
            }
            RuleMark(y: .value("Mean", 8)).foregroundStyle(.gray)
        }
        .chartXAxis { AxisMarks(values: ["a", "c"]) { _ in AxisGridLine(); AxisTick(); AxisValueLabel() } }
        .chartYAxis(.hidden)
        .chartYScale(domain: 0...12)
        .chartLegend(position: .top)
        .chartPlotStyle { $0.background(Color.yellow.opacity(0.15)) }
        .padding()
        assertSnapshot(of: chart, size: CGSize(width: 260, height: 180), named: "axes-legend-plot-style")
    }
}
