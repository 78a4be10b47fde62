import Foundation
import Testing
@_spi(Testing) import Tessera
@testable import TesseraCharts

/// Line and point marks store two doubles (or the whole mark when it isn't plain), and a
/// `ForEach` of one of them collects straight into columns: the marks must come out exactly as
/// the per-mark path collects them.
@Suite("Compact marks") @MainActor
struct CompactMarkTests {
    struct Sample: Identifiable { let id: Int; let value: Double; let label: String? }

    /// The marks, read back, as comparable text.
    static func describe(_ marks: MarkList) -> [String] {
        marks.map { "\($0.kind) \(String(describing: $0.x?.value)) \(String(describing: $0.y?.value)) \(String(describing: $0.series))" }
    }

    @Test("a plain mark stores two doubles; a category, a range or a binned date keeps the whole mark")
    func storage() {
        let date = Date(timeIntervalSinceReferenceDate: 3_600)
        let plain = LineMark(x: .value("i", 3), y: .value("v", 2.5)).compact
        #expect(plain.whole == nil && plain.x == 3 && plain.y == 2.5 && !plain.xIsDate && !plain.yIsDate)
        let dated = PointMark(x: .value("t", date), y: .value("v", 1)).compact
        #expect(dated.whole == nil && dated.x == 3_600 && dated.xIsDate && !dated.yIsDate)
        #expect(LineMark(x: .value("c", "Mon"), y: .value("v", 1)).compact.whole?.mark.x?.value == .category("Mon"))
        #expect(PointMark(x: .value("r", 1, 4), y: .value("v", 1)).compact.whole?.mark.x?.interval != nil)
        #expect(PointMark(x: .value("d", date, unit: .hour), y: .value("v", 1)).compact.whole != nil)
        #expect(LineMark(x: .value("i", 1), y: .value("v", 1), series: .value("s", "A")).compact.whole?.mark.series == .category("A"))
        #expect(PointMark(y: .value("v", 1)).compact.whole?.mark.x == nil)
    }

    @Test("a ForEach of line marks collects the same marks as adding them one by one, around categories and NaNs")
    func columnsMatchOneByOne() {
        let samples = (0..<12).map { index in
            Sample(id: index, value: index == 5 ? .nan : Double(index * index), label: index == 7 || index == 8 ? "C\(index)" : nil)
        }
        let mark = { (sample: Sample) in
            sample.label.map { LineMark(x: .value("c", $0), y: .value("v", sample.value)) }
                ?? LineMark(x: .value("i", sample.id), y: .value("v", sample.value))
        }
        let bulk = ForEach(samples) { mark($0) }.collectedMarks()
        var oneByOne = MarkCollector()
        for sample in samples { mark(sample).collectMarks(into: &oneByOne) }
        #expect(Self.describe(bulk.marks) == Self.describe(oneByOne.marks))
        #expect(bulk.marks.count == 11 && bulk.skippedCount == 1)
        // Two runs of columns (before and after the categories) and the two categories whole.
        #expect(bulk.marks.runs.map(\.xs) == [[0, 1, 2, 3, 4, 6], [9, 10, 11]])
        #expect(bulk.marks.segments.count == 4)
        #expect(bulk.marks[6].x?.value == .category("C7") && bulk.marks[8].y?.value == .number(81))
    }

    @Test("a ForEach of point marks at dates is one run of date columns; numbers after dates start a new run")
    func dateColumns() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let dated = ForEach(0..<4, id: \.self) { PointMark(x: .value("t", start.addingTimeInterval(Double($0) * 60)), y: .value("v", $0)) }
        let numbered = ForEach(0..<2, id: \.self) { PointMark(x: .value("i", $0), y: .value("v", $0)) }
        var collector = MarkCollector()
        dated.collectMarks(into: &collector)
        numbered.collectMarks(into: &collector)
        let marks = collector.marks
        #expect(marks.count == 6 && marks.runs.count == 2)
        #expect(marks.runs[0].xIsDate && !marks.runs[0].yIsDate && marks.runs[0].xs == [0, 60, 120, 180])
        #expect(!marks.runs[1].xIsDate && marks.runs[1].kind == .point)
        #expect(marks[2].x?.value == .date(start.addingTimeInterval(120)))
    }

    @Test("two ForEach blocks of line marks under the same modifiers join one run; different modifiers keep their boxes")
    func runsJoin() {
        let samples = (0..<3).map { Sample(id: $0, value: Double($0), label: nil) }
        let chart = Chart {
            ForEach(samples) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) }
            ForEach(samples) { LineMark(x: .value("i", $0.id + 3), y: .value("v", $0.value)) }
            ForEach(samples) { LineMark(x: .value("i", $0.id + 6), y: .value("v", $0.value)) }.foregroundStyle(.red)
        }
        let marks = chart.content.collectedMarks().marks
        #expect(marks.count == 9 && marks.runs.count == 1)
        #expect(marks.runs[0].xs == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(marks[2].attributes.foregroundStyle == nil && marks[7].attributes.foregroundStyle != nil)
        #expect(marks[0].attributesBox === marks[5].attributesBox && marks[5].attributesBox !== marks[6].attributesBox)
    }

    @Test("Chart(data) { LineMark } collects through the loop specialized for its data: the same marks as its ForEach")
    func specializedChart() {
        let samples = (0..<10).map { Sample(id: $0, value: $0 == 3 ? .infinity : Double($0), label: $0 == 6 ? "Six" : nil) }
        let chart = Chart(samples) { sample in
            if let label = sample.label {
                LineMark(x: .value("c", label), y: .value("v", sample.value))
            } else {
                LineMark(x: .value("i", sample.id), y: .value("v", sample.value))
            }
        }
        // An `if` in the builder makes other content: the ForEach path.
        #expect(chart.specializedCollection == nil)
        let line = Chart(samples) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) }
        let points = Chart(samples, id: \.id) { PointMark(x: .value("i", $0.id), y: .value("v", $0.value)) }
        #expect(line.specializedCollection != nil && points.specializedCollection != nil)
        for marks in [line.collectedMarks(), points.collectedMarks()] {
            #expect(marks.marks.count == 9 && marks.skippedCount == 1)
        }
        #expect(Self.describe(line.collectedMarks().marks) == Self.describe(line.content.collectedMarks().marks))
        #expect(Self.describe(points.collectedMarks().marks) == Self.describe(points.content.collectedMarks().marks))
        #expect(Self.describe(chart.collectedMarks().marks) == Self.describe(chart.content.collectedMarks().marks))
        #expect(points.collectedMarks().marks.runs.map(\.kind) == [.point])
    }

    @Test("a series' mark indices are ranges: merged when consecutive, read back in order")
    func markIndices() {
        var indices = MarkIndices()
        indices.append(contentsOf: 0..<3)
        indices.append(3)
        indices.append(7)
        indices.append(contentsOf: 8..<10)
        indices.append(contentsOf: 20..<20)
        #expect(indices.count == 7)
        #expect(Array(indices) == [0, 1, 2, 3, 7, 8, 9])
        #expect(indices[4] == 7 && indices[6] == 9 && indices[0] == 0)
        #expect(indices == [0, 1, 2, 3, 7, 8, 9])
        #expect(indices != [0, 1, 2, 3, 7, 8])
        // A 100,000-point line is one range, and its series shares the run's columns.
        let samples = (0..<100_000).map { Sample(id: $0, value: Double($0 % 13), label: nil) }
        let data = ChartData(marks: Chart(samples) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) }.collectedMarks().marks)
        #expect(data.lineSeries.count == 1 && data.lineSeries[0].marks.count == 100_000 && data.lineSeries[0].marks[99_999] == 99_999)
        let shared = data.lineSeries[0].xs.withUnsafeBufferPointer { $0.baseAddress } == data.marks.runs[0].xs.withUnsafeBufferPointer { $0.baseAddress }
        #expect(shared)
        // No mark stacks: no span per mark.
        #expect(data.valueSpans[99_999] == nil)
    }
}
