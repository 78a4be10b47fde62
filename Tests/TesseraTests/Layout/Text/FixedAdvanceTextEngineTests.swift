import Foundation
import Testing
@testable import Tessera

@Suite("FixedAdvanceTextEngine") @MainActor
struct FixedAdvanceTextEngineTests {
    private let engine = FixedAdvanceTextEngine()
    private let font = ResolvedFont(size: 12)  // 8 points per character, 14.4 per line

    private func lay(_ string: String, width: CGFloat?, _ options: TextLayoutOptions = TextLayoutOptions()) -> TextLayoutResult {
        engine.layout([TextRun(string, font: font)], options: options, proposedWidth: width)
    }

    @Test("ideal layout keeps each paragraph on one line")
    func idealWidth() {
        let result = lay("Hello world", width: nil)
        #expect(result.size == CGSize(width: 88, height: 14.4))
        #expect(result.lines.map(\.text) == ["Hello world"])
        #expect(abs(result.firstBaseline - 10.8) < 1e-9)
        let paragraphs = lay("ab\ncdef", width: nil)
        #expect(paragraphs.lines.map(\.text) == ["ab", "cdef"])
        #expect(paragraphs.size.width == 32)
    }

    @Test("lines wrap at word boundaries and trailing spaces don't count")
    func wordWrap() {
        let result = lay("The quick brown fox", width: 80)
        #expect(result.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(result.size.width == 72)
        #expect(abs(result.size.height - 28.8) < 1e-9)
        #expect(abs(result.lastBaseline - (14.4 + 10.8)) < 1e-9)
        #expect(result.lines[1].sourceRange == 10..<19)
        #expect(result.lines[1].origin.y == 14.4)
    }

    @Test("a word longer than the width breaks between characters")
    func characterWrap() {
        let result = lay("abcdefghij", width: 32)
        #expect(result.lines.map(\.text) == ["abcd", "efgh", "ij"])
    }

    @Test("a line limit truncates the last line at the tail, head or middle")
    func truncation() {
        var options = TextLayoutOptions(lineLimit: 1)
        let tail = lay("The quick brown fox", width: 80, options)
        #expect(tail.lines.map(\.text) == ["The quick…"])
        #expect(tail.isTruncated)
        options.truncationMode = .head
        #expect(lay("The quick brown fox", width: 80, options).lines.map(\.text) == ["…brown fox"])
        options.truncationMode = .middle
        #expect(lay("The quick brown fox", width: 80, options).lines.map(\.text) == ["The q…fox"])
        let twoLines = lay("one two three four five", width: 64, TextLayoutOptions(lineLimit: 2))
        #expect(twoLines.lines.map(\.text) == ["one two", "three f…"])
    }

    @Test("text that fits isn't truncated")
    func noTruncationWhenFitting() {
        let result = lay("short", width: 80, TextLayoutOptions(lineLimit: 1))
        #expect(!result.isTruncated)
        #expect(result.lines.map(\.text) == ["short"])
    }

    @Test("multiline alignment offsets shorter lines")
    func alignment() {
        let result = lay("aaaa bb", width: 40, TextLayoutOptions(alignment: .center))
        #expect(result.lines.map(\.origin.x) == [0, 8])
        let trailing = lay("aaaa bb", width: 40, TextLayoutOptions(alignment: .trailing))
        #expect(trailing.lines[1].origin.x == 16)
    }

    @Test("line spacing adds space between lines; reserved space keeps the height of the limit")
    func lineSpacingAndReservedSpace() {
        let spaced = lay("a b", width: 8, TextLayoutOptions(lineSpacing: 5))
        #expect(abs(spaced.size.height - (14.4 * 2 + 5)) < 1e-9)
        let reserved = lay("a", width: nil, TextLayoutOptions(lineLimit: 3, reservesSpace: true))
        #expect(abs(reserved.size.height - 14.4 * 3) < 1e-9)
    }

    @Test("a minimum scale factor shrinks the font before truncating")
    func minimumScaleFactor() {
        let result = lay("abcdefghij", width: 60, TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(!result.isTruncated)
        #expect(result.lines.map(\.text) == ["abcdefghij"])
        #expect(result.size.width <= 60)
        #expect(result.scaleFactor < 0.76 && result.scaleFactor > 0.74)
    }

    @Test("runs in different fonts become fragments and the tallest sets the line height")
    func mixedRuns() {
        let runs = [TextRun("ab ", font: ResolvedFont(size: 12)), TextRun("cd", font: ResolvedFont(size: 24), tracking: 2)]
        let result = engine.layout(runs, options: TextLayoutOptions(), proposedWidth: nil)
        #expect(result.lines[0].fragments.map(\.text) == ["ab ", "cd"])
        #expect(result.lines[0].fragments.map(\.x) == [0, 24])
        #expect(result.size.width == 60, "\(result.size.width - 60)")
        #expect(abs(result.size.height - 28.8) < 1e-9)
    }

    @Test("empty text has no size")
    func empty() {
        #expect(lay("", width: 100) == .empty)
    }
}
