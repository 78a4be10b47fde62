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
}
