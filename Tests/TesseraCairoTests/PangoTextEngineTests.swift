import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("PangoTextEngine") @MainActor
struct PangoTextEngineTests {
    let engine = PangoTextEngine()
    let body = ResolvedFont(size: 17)

    func layout(_ string: String, font: ResolvedFont? = nil, options: TextLayoutOptions = TextLayoutOptions(),
                width: CGFloat? = nil) -> TextLayoutResult {
        engine.layout([TextRun(string, font: font ?? body)], options: options, proposedWidth: width)
    }

    @Test("Inter is the family Pango resolves for the system font")
    func interIsUsed() {
        #expect(engine.resolvedFamily(for: body) == "Inter")
        #expect(engine.resolvedFamily(for: ResolvedFont(size: 17, weight: .bold, isItalic: true)) == "Inter")
        #expect(engine.resolvedFamily(for: ResolvedFont(size: 17, design: .monospaced)) == "DejaVu Sans Mono")
    }

    @Test("measured widths grow with string length and font size")
    func widthsGrow() {
        let short = layout("Hello").size.width, long = layout("Hello, world").size.width
        #expect(short > 20 && long > short)
        #expect(layout("Hello", font: ResolvedFont(size: 34)).size.width > short * 1.9)
        #expect(layout("Hello", font: ResolvedFont(size: 17, weight: .black)).size.width > short)
    }

    @Test("tracking adds space after every character")
    func tracking() {
        let plain = layout("abcd").size.width
        let tracked = engine.layout([TextRun("abcd", font: body, tracking: 2)], options: TextLayoutOptions(), proposedWidth: nil)
        #expect(abs(tracked.size.width - plain - 8) < 0.6)
    }

    @Test("wrapping at a width produces more lines, none wider than the width")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog"
        let ideal = layout(text)
        #expect(ideal.lines.count == 1)
        let wrapped = layout(text, width: 120)
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.size.width <= 120)
        #expect(wrapped.lines.allSatisfy { !$0.text.hasSuffix(" ") })
        #expect(wrapped.lines.map(\.text).joined(separator: " ") == text)
        #expect(wrapped.size.height > ideal.size.height * 2.5)
    }

    @Test("baselines lie inside their line boxes, with the ascent above")
    func baselines() {
        let result = layout("Hello\nworld")
        #expect(result.lines.count == 2)
        for line in result.lines {
            #expect(line.baseline > line.origin.y + line.size.height * 0.6)
            #expect(line.baseline < line.origin.y + line.size.height)
        }
        #expect(result.firstBaseline == result.lines[0].baseline && result.lastBaseline == result.lines[1].baseline)
        #expect(abs(result.lines[0].size.height - 17 * 1.21) < 1)
    }

    @Test("a line limit truncates the last line with an ellipsis that fits")
    func truncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = layout(text, options: TextLayoutOptions(lineLimit: 1), width: 120)
        #expect(result.isTruncated && result.lines.count == 1)
        #expect(result.lines[0].text.hasSuffix("…") && result.lines[0].text.hasPrefix("The quick"))
        #expect(result.size.width <= 120)
        let head = layout(text, options: TextLayoutOptions(lineLimit: 1, truncationMode: .head), width: 120)
        #expect(head.lines[0].text.hasPrefix("…") && head.lines[0].text.hasSuffix("lazy dog"))
        let middle = layout(text, options: TextLayoutOptions(lineLimit: 1, truncationMode: .middle), width: 120)
        #expect(middle.lines[0].text.hasPrefix("The") && middle.lines[0].text.hasSuffix("dog") && middle.lines[0].text.contains("…"))
    }

    @Test("line spacing separates lines; alignment offsets shorter lines")
    func spacingAndAlignment() {
        let plain = layout("Wide line here\nnarrow")
        let spaced = layout("Wide line here\nnarrow", options: TextLayoutOptions(alignment: .trailing, lineSpacing: 10))
        #expect(abs(spaced.size.height - plain.size.height - 10) < 1e-6)
        #expect(abs(spaced.lines[1].origin.x + spaced.lines[1].size.width - spaced.size.width) < 1e-6)
    }

    @Test("fragments follow runs, each with its own font")
    func fragments() {
        let result = engine.layout([TextRun("Bold ", font: ResolvedFont(size: 17, weight: .bold)), TextRun("plain", font: body)],
                                   options: TextLayoutOptions(), proposedWidth: nil)
        let fragments = result.lines[0].fragments
        #expect(fragments.map(\.runIndex) == [0, 1])
        #expect(fragments.map(\.text) == ["Bold ", "plain"])
        #expect(abs(fragments[1].x - fragments[0].width) < 0.01)
        #expect(result.lines[0].sourceRange == 0..<10)
    }

    @Test("a minimum scale factor shrinks the font before truncating")
    func minimumScale() {
        let result = layout("Hello, wonderful world", options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5), width: 120)
        #expect(!result.isTruncated)
        #expect(result.scaleFactor < 1 && result.scaleFactor >= 0.5)
        #expect(result.size.width <= 120)
    }

    @Test("empty text has an empty layout")
    func empty() {
        #expect(layout("") == .empty)
    }
}
