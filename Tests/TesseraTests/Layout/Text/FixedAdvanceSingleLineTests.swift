import Foundation
import Testing
@testable import Tessera

/// A one-run ASCII text laid out on one line takes a short path (no glyph array); its numbers
/// must be those of the general layout. The same characters split into two runs of the same
/// font take the general path, so the two are compared.
@Suite("FixedAdvanceTextEngine one-line path") @MainActor
struct FixedAdvanceSingleLineTests {
    private let engine = FixedAdvanceTextEngine()
    private let font = ResolvedFont(size: 17)

    private func oneRun(_ string: String) -> [TextRun] { [TextRun(string, font: font)] }

    private func twoRuns(_ string: String) -> [TextRun] {
        let middle = string.index(string.startIndex, offsetBy: string.count / 2)
        return [TextRun(String(string[..<middle]), font: font), TextRun(String(string[middle...]), font: font)]
    }

    @Test("size, baselines, line text, source range and line box match the general layout",
          arguments: ["7", "42", "9999", "Row 12", "  lead", "trail  ", " both\t ", "a b c d"])
    func matchesGeneralLayout(_ string: String) {
        var centered = TextLayoutOptions()
        centered.alignment = .center
        var limited = TextLayoutOptions()
        limited.lineLimit = 1
        for options in [TextLayoutOptions(), centered, limited] {
            for width: CGFloat? in [nil, 800, 300, 200] {
                let fast = engine.layout(oneRun(string), options: options, proposedWidth: width)
                let general = engine.layout(twoRuns(string), options: options, proposedWidth: width)
                #expect(fast.size == general.size, "\(string) at \(String(describing: width))")
                #expect(fast.firstBaseline == general.firstBaseline)
                #expect(fast.lastBaseline == general.lastBaseline)
                #expect(fast.isTruncated == general.isTruncated)
                #expect(fast.lines.map(\.text) == general.lines.map(\.text))
                #expect(fast.lines.map(\.sourceRange) == general.lines.map(\.sourceRange))
                #expect(fast.lines.map(\.origin) == general.lines.map(\.origin))
                #expect(fast.lines.map(\.size) == general.lines.map(\.size))
                let prepared = engine.prepare(oneRun(string))
                #expect(prepared.measure(options: options, proposedWidth: width) == TextMetrics(general))
            }
        }
    }

    @Test("a text wider than the proposal still wraps")
    func wraps() {
        // 17-point characters advance 11⅓ points: "abc def" is 79⅓ wide.
        let result = engine.layout(oneRun("abc def"), options: TextLayoutOptions(), proposedWidth: 50)
        #expect(result.lines.map(\.text) == ["abc", "def"])
        #expect(engine.prepare(oneRun("abc def")).measure(options: TextLayoutOptions(), proposedWidth: 50).lineBottoms.count == 2)
    }

    @Test("trailing blanks are not shown and take no width")
    func trailingBlanks() {
        let result = engine.layout(oneRun("ab  "), options: TextLayoutOptions(), proposedWidth: nil)
        #expect(result.lines.map(\.text) == ["ab"])
        #expect(result.size.width == 2 * FixedAdvanceTextEngine.advance(forSize: 17))
    }
}
