import Foundation
import Testing
@testable import Tessera

/// A one-run ASCII text is measured from its characters' kinds and sums of advances
/// (``UniformAdvanceText``), wrapping a line at a time; its metrics must be those of the general
/// path to the last bit. The same characters split into two runs of the same font take the
/// general path (glyphs, wrapping character by character), so the two are compared — at widths
/// that wrap per character, at fractional widths, with line limits in every truncation mode,
/// line breaks, tabs, runs of spaces and tracking.
@Suite("FixedAdvanceTextEngine uniform-advance measuring") @MainActor
struct UniformAdvanceTextTests {
    private let engine = FixedAdvanceTextEngine()

    private func runs(_ string: String, size: CGFloat, tracking: CGFloat, split: Bool) -> [TextRun] {
        let font = ResolvedFont(size: size)
        guard split else { return [TextRun(string, font: font, tracking: tracking)] }
        let middle = string.index(string.startIndex, offsetBy: string.count / 2)
        return [TextRun(String(string[..<middle]), font: font, tracking: tracking),
                TextRun(String(string[middle...]), font: font, tracking: tracking)]
    }

    nonisolated private static let strings = [
        "Lorem ipsum dolor sit amet.",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
        "  leading spaces and trailing  ",
        "word  two\tspaces   and tabs",
        "first line\nsecond paragraph here\n\nafter an empty one\n",
        "Supercalifragilisticexpialidocious is long",
        "a b c d e f g",
        "x",
        " ",
        " a",
        "  ab c",
        "a  ",
        "\n",
        " \n  x  y\n\n\tz",
        // Line breaks, "\r" and non-ASCII at and around 8-byte boundaries (the first scan reads
        // words), and a control character that is neither.
        "abcdefgh\nijklmnop",
        "abcdefg\nhijklmnopq rs",
        "abcdefghijklmnop\r\nqr",
        "naïve café au lait, bien sûr",
        "abcdefghijklmnoé",
        "abcdefgh\u{7}ijkl mnop",
        // Spaces are counted eight bytes at a time in lanes summed every 2,040 bytes: longer
        // texts, with and without tabs (which take the byte-by-byte scan for line breaks).
        String(repeating: "ab c ", count: 420),
        String(repeating: "ab c\t", count: 420) + " z",
    ]

    private static let widths: [CGFloat?] = [nil, 0, 5, 11.333333333333334, 11.4, 22.666666666666668, 29.5, 40,
                                             57.25, 100, 136, 250.1, 1000, .nan, -3, .infinity, 15, 17.9]

    private static var optionSets: [TextLayoutOptions] {
        var sets = [TextLayoutOptions(), TextLayoutOptions(lineSpacing: 3),
                    TextLayoutOptions(lineLimit: 2, reservesSpace: true)]
        for mode in [TextTruncation.tail, .head, .middle] {
            for limit in [1, 2, 3] {
                sets.append(TextLayoutOptions(lineLimit: limit, truncationMode: mode))
            }
        }
        return sets
    }

    @Test("metrics match the general path", arguments: strings)
    func matchesGeneralPath(_ string: String) {
        for (size, tracking) in [(CGFloat(17), CGFloat(0)), (13, 0.7), (20, 0)] {
            let uniform = engine.prepare(runs(string, size: size, tracking: tracking, split: false))
            let general = engine.prepare(runs(string, size: size, tracking: tracking, split: true))
            for options in Self.optionSets {
                for width in Self.widths {
                    let fast = uniform.measure(options: options, proposedWidth: width)
                    let slow = general.measure(options: options, proposedWidth: width)
                    #expect(fast == slow, "\(string.debugDescription) size \(size) at \(String(describing: width)), \(options)")
                    // Lines of one height are kept as a count: their bottoms, and how many a
                    // height keeps, are the listed ones'.
                    #expect(fast.lineBottoms == slow.lineBottoms && fast.lineCount == slow.lineCount)
                    for limit in [-1, 0, 10, 20.4, 20.400001, 41, 100, .infinity] as [CGFloat] {
                        #expect(fast.linesEnding(atOrAbove: limit) == slow.lineBottoms.prefix { $0 <= limit }.count)
                    }
                    // The one-run layout (as drawn) gives the same numbers and the general
                    // layout's lines, each one fragment of the line's text.
                    let drawn = uniform.layout(options: options, proposedWidth: width)
                    let reference = general.layout(options: options, proposedWidth: width)
                    let context = "\(string.debugDescription) size \(size) laid out at \(String(describing: width)), \(options)"
                    #expect(fast == TextMetrics(drawn), "\(context)")
                    #expect(drawn.size == reference.size && drawn.isTruncated == reference.isTruncated, "\(context)")
                    #expect(drawn.firstBaseline == reference.firstBaseline && drawn.lastBaseline == reference.lastBaseline)
                    #expect(drawn.lines.map(\.text) == reference.lines.map(\.text), "\(context)")
                    #expect(drawn.lines.map(\.sourceRange) == reference.lines.map(\.sourceRange), "\(context)")
                    #expect(drawn.lines.map(\.origin) == reference.lines.map(\.origin), "\(context)")
                    #expect(drawn.lines.map(\.size) == reference.lines.map(\.size), "\(context)")
                    #expect(drawn.lines.map(\.baseline) == reference.lines.map(\.baseline), "\(context)")
                    for line in drawn.lines {
                        #expect(line.fragments.map(\.text).joined() == line.text)
                        #expect(line.fragments.allSatisfy { $0.x == 0 && $0.width == line.size.width })
                    }
                }
            }
        }
    }

    @Test("a width below one character puts every word's characters on lines of their own")
    func perCharacterWrap() {
        let text = engine.prepare([TextRun("ab cd", font: ResolvedFont(size: 15))])
        let metrics = text.measure(options: TextLayoutOptions(), proposedWidth: 0)
        // 15-point characters are 10 wide and 18 high: four lines, "a", "b", "c", "d".
        #expect(metrics.lineBottoms == [18, 36, 54, 72])
        #expect(metrics.size == CGSize(width: 10, height: 72))
    }

    @Test("a width below two characters: one line per non-space character, as wrapping gives")
    func oneCharacterLines() {
        let font = ResolvedFont(size: 15)
        for string in ["ab cd", "  ab", " ab", "   ", "", "a\n\n b", "\t x"] {
            let uniform = engine.prepare([TextRun(string, font: font)])
            let general = engine.prepare(runs(string, size: 15, tracking: 0, split: true))
            for width in [0, 10, 19.9, -1, .nan] as [CGFloat] {
                let metrics = uniform.measure(options: TextLayoutOptions(), proposedWidth: width)
                #expect(metrics == general.measure(options: TextLayoutOptions(), proposedWidth: width), "\(string.debugDescription) at \(width)")
                #expect(metrics.lineCount == uniform.layout(options: TextLayoutOptions(), proposedWidth: width).lines.count)
            }
        }
        // "  ab": an empty line (the leading spaces), then "a" and "b".
        let metrics = engine.prepare([TextRun("  ab", font: font)]).measure(options: TextLayoutOptions(), proposedWidth: 0)
        #expect(metrics.lineBottoms == [18, 36, 54])
        #expect(metrics.size == CGSize(width: 10, height: 54))
    }
}
