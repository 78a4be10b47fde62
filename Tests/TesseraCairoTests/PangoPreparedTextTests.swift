import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// The prepared Pango text measures from one layout of the whole text; its metrics must be
/// the engine's line-by-line layout's, number for number, at every width and with every option.
@Suite("PangoPreparedText") @MainActor
struct PangoPreparedTextTests {
    let engine = PangoTextEngine()
    let body = ResolvedFont(size: 17)

    static let strings = [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
        "Sounds good, see you then",
        "Hello\nworld",
        "\n\nafter two empty lines\n",
        "a  b   c    d",
        "Supercalifragilisticexpialidocious is a long word",
        "Hi 👋🏽 there, café ﬁne office",
        "日本語のテキストを折り返す",
        "مرحبا بالعالم hello",
        "x",
    ]
    static let widths: [CGFloat?] = [nil, 0, 1, 20, 57.5, 120, 300, 1000, 73.25, 120]

    /// Every width in turn on one prepared text (so the kept layout is re-measured), against a
    /// fresh engine layout.
    func expectSameMetrics(_ runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions(),
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let prepared = engine.prepare(runs)
        for width in Self.widths {
            let measured = prepared.measure(options: options, proposedWidth: width)
            let laidOut = TextMetrics(engine.layout(runs, options: options, proposedWidth: width))
            #expect(measured == laidOut, "\(runs.map(\.string)) at width \(String(describing: width))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("measuring from the whole layout gives the line-by-line layout's metrics")
    func plainText() {
        for string in Self.strings { expectSameMetrics([TextRun(string, font: body)]) }
        for string in Self.strings.prefix(3) {
            expectSameMetrics([TextRun(string, font: ResolvedFont(size: 12, weight: .bold, isItalic: true))])
        }
    }

    @Test("line spacing, line limits and reserved space are measured as laid out")
    func options() {
        var spaced = TextLayoutOptions()
        spaced.lineSpacing = 4.5
        var limited = TextLayoutOptions()
        limited.lineLimit = 2
        var reserving = TextLayoutOptions()
        reserving.lineLimit = 5
        reserving.reservesSpace = true
        var shrinking = limited
        shrinking.minimumScaleFactor = 0.5
        for options in [spaced, limited, reserving, shrinking] {
            for string in Self.strings.prefix(4) { expectSameMetrics([TextRun(string, font: body)], options: options) }
        }
    }

    @Test("several runs, mixed fonts and tracking are measured as laid out")
    func runs() {
        expectSameMetrics([TextRun("Hello ", font: body), TextRun("brave new world", font: body)])
        expectSameMetrics([TextRun("Hello ", font: body), TextRun("brave new world", font: ResolvedFont(size: 30))])
        expectSameMetrics([TextRun("Tracked text that wraps", font: body, tracking: 2)])
        expectSameMetrics([TextRun("", font: body)])
        expectSameMetrics([])
    }

    @Test("equal texts share one prepared text; different ones don't")
    func sharing() {
        let runs = [TextRun("Sounds good, see you then", font: body)]
        let first = engine.prepare(runs), second = engine.prepare(runs)
        #expect(first === second)
        #expect(engine.prepare([TextRun("Sounds good", font: body)]) !== first)
        #expect(engine.prepare([TextRun("Sounds good, see you then", font: ResolvedFont(size: 12))]) !== first)
    }

    @Test("texts are shared exactly by equal runs: a difference in any byte, font field or run splits them")
    func sharingByEveryByte() {
        let long = String(repeating: "Lorem ipsum dolor sit amet, ", count: 11)
        // Equal strings made separately (other storage) share; a byte changed anywhere doesn't.
        let first = engine.prepare([TextRun(long, font: body)])
        #expect(engine.prepare([TextRun(String(long.reversed().reversed()), font: body)]) === first)
        var seen: [ObjectIdentifier] = [ObjectIdentifier(first)]
        for offset in [0, 7, 8, 150, long.utf8.count - 9, long.utf8.count - 1] {
            var bytes = Array(long.utf8)
            bytes[offset] = UInt8(ascii: "#")
            let changed = engine.prepare([TextRun(String(decoding: bytes, as: UTF8.self), font: body)])
            #expect(!seen.contains(ObjectIdentifier(changed)), "byte \(offset)")
            seen.append(ObjectIdentifier(changed))
        }
        // Short strings (a partial last word) and fields the hash leaves out.
        let variants: [[TextRun]] = [
            [TextRun("Row 1", font: body)], [TextRun("Row 2", font: body)], [TextRun("Row 10", font: body)],
            [TextRun("Row 1", font: ResolvedFont(size: 17, weight: .bold))],
            [TextRun("Row 1", font: ResolvedFont(family: "DejaVu Serif", size: 17))],
            [TextRun("Row 1", font: ResolvedFont(size: 17, design: .serif))],
            [TextRun("Row 1", font: ResolvedFont(size: 17, isItalic: true))],
            [TextRun("Row 1", font: ResolvedFont(size: 17, usesMonospacedDigits: true))],
            [TextRun("Row 1", font: ResolvedFont(size: 17.5))],
            [TextRun("Row 1", font: body, tracking: 1)], [TextRun("Row 1", font: body, kerning: 1)],
            [TextRun("Row 1", font: body, baselineOffset: 2)],
            [TextRun("Row ", font: body), TextRun("1", font: body)], [],
        ]
        for runs in variants {
            let prepared = engine.prepare(runs)
            #expect(!seen.contains(ObjectIdentifier(prepared)), "\(runs)")
            #expect(engine.prepare(runs) === prepared, "\(runs)")
            seen.append(ObjectIdentifier(prepared))
        }
        // Canonically equivalent strings (`==` as Strings) with other bytes are laid out apart,
        // each as its own bytes.
        let composed = [TextRun("caf\u{E9} cr\u{E8}me", font: body)]
        let decomposed = [TextRun("cafe\u{301} cre\u{300}me", font: body)]
        #expect(composed[0].string == decomposed[0].string)
        #expect(engine.prepare(composed) !== engine.prepare(decomposed))
        for runs in [composed, decomposed] {
            #expect(engine.prepare(runs).layout(options: TextLayoutOptions(), proposedWidth: 40)
                == engine.layout(runs, options: TextLayoutOptions(), proposedWidth: 40))
        }
        // Sizes -0 and 0 are equal fonts.
        #expect(engine.prepare([TextRun("zero", font: ResolvedFont(size: -0.0))])
            === engine.prepare([TextRun("zero", font: ResolvedFont(size: 0))]))
    }

    @Test("the runs key compares every field of a run and of its font")
    func runsKeyFields() {
        // PangoRunsKey's `==` lists the fields: a new one must be added there too.
        #expect(Mirror(reflecting: TextRun("a", font: body)).children.map(\.label)
            == ["string", "font", "tracking", "kerning", "baselineOffset"])
        #expect(Mirror(reflecting: body).children.map(\.label)
            == ["family", "size", "weight", "design", "isItalic", "usesMonospacedDigits"])
    }

    @Test("measurements are kept by exact options and width (-0 is 0)")
    func measurementKeys() {
        let runs = [TextRun(Self.strings[0], font: body)]
        let prepared = engine.prepare(runs)
        var limited = TextLayoutOptions()
        limited.lineLimit = 2
        var centered = TextLayoutOptions()
        centered.alignment = .center
        var spaced = TextLayoutOptions()
        spaced.lineSpacing = 3
        for _ in 0..<2 {
            for width: CGFloat? in [nil, 0, -0.0, 120, 300] {
                for options in [TextLayoutOptions(), limited, centered, spaced] {
                    let fresh = engine.layout(runs, options: options, proposedWidth: width)
                    #expect(prepared.measure(options: options, proposedWidth: width) == TextMetrics(fresh))
                    #expect(prepared.layout(options: options, proposedWidth: width) == fresh)
                }
            }
        }
    }

    @Test("the paragraph count is the unwrapped layout's line count")
    func paragraphCount() {
        for string in Self.strings + ["a\r\nb\rc", "line\u{2028}separated", ""] {
            let runs = [TextRun(string, font: body)]
            let lines = engine.layout(runs, options: TextLayoutOptions(), proposedWidth: nil).lines.count
            #expect(engine.prepare(runs).paragraphCount == max(1, lines), "\(string.debugDescription)")
        }
    }

    @Test("one-font texts measure as lines of one height: the same bottoms, and the lines a height keeps")
    func uniformLines() {
        for string in Self.strings {
            let runs = [TextRun(string, font: body)]
            let prepared = engine.prepare(runs)
            for width: CGFloat? in [nil, 0, 20, 57.5, 120] {
                let fresh = TextMetrics(engine.layout(runs, options: TextLayoutOptions(), proposedWidth: width))
                let measured = prepared.measure(options: TextLayoutOptions(), proposedWidth: width)
                #expect(measured.lineBottoms == fresh.lineBottoms, "\(string) at \(String(describing: width))")
                for limit in fresh.lineBottoms + [0, 1e9] {
                    #expect(measured.linesEnding(atOrAbove: limit) == fresh.linesEnding(atOrAbove: limit))
                }
            }
        }
    }

    @Test("full layouts are kept by options and width: each is the engine's fresh layout, also past the cache's size")
    func keptLayouts() {
        let runs = [TextRun(Self.strings[0], font: body)]
        let prepared = engine.prepare(runs)
        var limited = TextLayoutOptions()
        limited.lineLimit = 1
        var middle = TextLayoutOptions()
        middle.lineLimit = 2
        middle.truncationMode = .middle
        var shrinking = limited
        shrinking.minimumScaleFactor = 0.5
        // Widths a hair apart (a stack's columns) share a layout only where it is the same.
        let near: [CGFloat] = [57.5, 57.5001, 57.4999, 73.25, 73.2501, 120.0001, 119.9999, 300.25]
        for round in 0..<3 {
            for width in Self.widths + [CGFloat.nan, -5, 33, 44, 55, 66] + near + near.map({ $0 + 0.3 }) {
                for options in [TextLayoutOptions(), limited, middle, shrinking] {
                    // Later rounds measure first (the line breaks then come from measuring).
                    if round > 0 { _ = prepared.measure(options: options, proposedWidth: round == 1 ? width : width.map { $0 + 0.01 }) }
                    let kept = prepared.layout(options: options, proposedWidth: width)
                    let fresh = engine.layout(runs, options: options, proposedWidth: width)
                    #expect(kept == fresh, "round \(round), width \(String(describing: width)), options \(options)")
                }
            }
        }
    }

    @Test("lines measured once serve every width: kept layouts over scripts, runs, limits and truncations are fresh layouts")
    func sharedLines() {
        func limited(_ limit: Int, _ mode: TextTruncation, spacing: CGFloat = 0) -> TextLayoutOptions {
            var options = TextLayoutOptions()
            (options.lineLimit, options.truncationMode, options.lineSpacing) = (limit, mode, spacing)
            return options
        }
        let tail = limited(1, .tail), middle = limited(2, .middle), head = limited(3, .head, spacing: 3)
        let texts = Self.strings.map { [TextRun($0, font: body)] } + [
            [TextRun("Hello ", font: body), TextRun("brave new world of text", font: ResolvedFont(size: 30))],
            [TextRun("Tracked text that wraps around", font: body, tracking: 2)],
            [TextRun("Lorem ipsum dolor sit amet.", font: ResolvedFont(size: 12, weight: .bold, isItalic: true))],
        ]
        // Widths in both orders, a hair apart, so later layouts reuse the lines and
        // truncations measured for earlier ones.
        let widths: [CGFloat] = [29.5, 29.64892578125, 30.1279296875, 30.490234375, 0, 3, 44.5, 44.51, 61, 97.3, 150, 211]
        for runs in texts {
            let prepared = engine.prepare(runs)
            for width in widths + widths.reversed().map({ $0 + 0.25 }) + [nil] {
                for options in [TextLayoutOptions(), tail, middle, head] {
                    let fresh = engine.layout(runs, options: options, proposedWidth: width)
                    let measured = prepared.measure(options: options, proposedWidth: width)
                    #expect(measured == TextMetrics(fresh), "\(runs.map(\.string)) measured at \(String(describing: width)), \(options)")
                    let kept = prepared.layout(options: options, proposedWidth: width)
                    #expect(kept == fresh, "\(runs.map(\.string)) at \(String(describing: width)), \(options)")
                }
            }
        }
    }
}
