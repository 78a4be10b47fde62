import Foundation
import Testing
@_spi(Testing) import Tessera
@testable import TesseraCharts

@Suite("Mark list") @MainActor
struct MarkListTests {
    struct Sample: Identifiable { let id: Int; let value: Double; let city: String }

    static let samples = (0..<6).map { Sample(id: $0, value: Double($0 * 10), city: $0 < 3 ? "A" : "B") }

    @Test("plain line marks under one set of modifiers are one run of columns, read back as the marks added")
    func oneRun() {
        let marks = ForEach(Self.samples) { LineMark(x: .value("i", $0.id), y: .value("v", $0.value)) }.collectedMarks().marks
        #expect(marks.count == 6)
        #expect(marks.runs.count == 1 && marks.segments.count == 1)
        #expect(marks.runs[0].xs == [0, 1, 2, 3, 4, 5] && marks.runs[0].ys == [0, 10, 20, 30, 40, 50])
        #expect(marks[4].kind == .line && marks[4].x?.value == .number(4) && marks[4].y?.value == .number(40))
        #expect(marks[4].attributesBox === marks.runs[0].attributesBox)
    }

    @Test("a category, a bar or another kind ends a run; indices stay in collection order")
    func mixed() {
        let date = Date(timeIntervalSinceReferenceDate: 86_400)
        var collector = MarkCollector()
        LineMark(x: .value("i", 1), y: .value("v", 2)).collectMarks(into: &collector)
        LineMark(x: .value("i", 2), y: .value("v", 3)).collectMarks(into: &collector)
        BarMark(x: .value("c", "Cat"), y: .value("v", 4)).collectMarks(into: &collector)
        PointMark(x: .value("t", date), y: .value("v", 5)).collectMarks(into: &collector)
        PointMark(x: .value("c", "Dog"), y: .value("v", 6)).collectMarks(into: &collector)
        let marks = collector.marks
        #expect(marks.count == 5)
        #expect(marks.runs.count == 2 && marks.segments.count == 4)
        #expect(marks.map(\.kind) == [.line, .line, .bar, .point, .point])
        #expect(marks[1].y?.value == .number(3))
        #expect(marks[3].x?.value == .date(date))
        #expect(marks[4].x?.value == .category("Dog"))
        var visited: [Int] = []
        marks.forEachIndex(ofKinds: [.point]) { index, _ in visited.append(index) }
        #expect(visited == [3, 4])
    }

    @Test("series styled by a value group a run's points, and the extent covers every run")
    func seriesFromRuns() {
        let data = ChartData(marks: ForEach(Self.samples) {
            LineMark(x: .value("i", $0.id), y: .value("v", $0.value)).foregroundStyle(by: .value("City", $0.city))
        }.collectedMarks().marks)
        // Each mark has a box of its own (modified per element), still one run.
        #expect(data.marks.runs.count == 1 && data.marks.runs[0].boxes?.count == 6)
        #expect(data.marks[4].attributes.styleSeries?.value == .category("B"))
        #expect(data.lineSeries.count == 2)
        #expect(data.lineSeries.map(\.marks) == [[0, 1, 2], [3, 4, 5]])
        #expect(data.lineSeries[1].ys == [30, 40, 50])
        #expect(data.styleValues == [.category("A"), .category("B")])
        #expect(data.xExtent.continuousRange == 0...5 && data.yExtent.continuousRange == 0...50)
        #expect(data.yExtent.positiveRange == 10...50)
    }
}
