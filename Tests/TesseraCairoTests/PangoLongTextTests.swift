import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo

/// A long text is shaped once and broken into lines here, linearly, with the lines Pango
/// breaks (issue 22.4).
@Suite("PangoLongText") @MainActor
struct PangoLongTextTests {
    let body = ResolvedFont(size: 17)

    struct Page: View {
        let text: String
        var body: some View {
            VStack {
                Text("header")
                ScrollView { Text(text) }
            }
            .padding()
        }
    }

    @Test("a long text breaks where Pango breaks it (inside words too), with Pango's widths")
    func sameLinesAsPango() {
        let engine = PangoTextEngine()
        let string = (0..<60).map { "Lorem ipsum dolor sit amet, \($0) consectetur-adipiscing elit; sed do." }.joined(separator: " ")
            + "\n\nSupercalifragilisticexpialidocious"
        let runs = [TextRun(string, font: body)]
        #expect(string.count >= PangoLongText.threshold)
        let prepared = engine.prepare(runs)
        for width: CGFloat in [0, 40, 120, 333.5] {
            let long = prepared.layout(options: TextLayoutOptions(), proposedWidth: width)
            // The engine alone (no preparation) lets Pango break the lines.
            let pango = engine.layout(runs, options: TextLayoutOptions(), proposedWidth: width)
            #expect(long.lines.map(\.text) == pango.lines.map(\.text), "width \(width)")
            let widths = zip(long.lines.map(\.size.width), pango.lines.map(\.size.width)).map { abs($0 - $1) }
            // Lines of whole words measure Pango's widths; a line broken inside a word misses the
            // kerning with the character after it.
            #expect((widths.max() ?? 0) < (width >= 120 ? 0.01 : 1), "width \(width)")
            #expect(long.size.height == pango.size.height)
            #expect(prepared.measure(options: TextLayoutOptions(), proposedWidth: width).size == long.size)
        }
    }

    @Test("a long text in a scroll view is broken into lines a few times, as many for 100k characters as for 10k")
    func breakingsAreBounded() {
        var counts: [Int] = []
        for characters in [10_000, 100_000] {
            let engine = PangoTextEngine()
            var environment = EnvironmentValues()
            environment.textEngine = engine
            let text = String(repeating: "lorem ipsum ", count: characters / 12)
            let host = OffscreenHost(rootView: Page(text: text), size: .zero, environment: environment)
            _ = host.sizeThatFits(.unspecified)
            host.size = CGSize(width: 500, height: 400)
            _ = host.displayList
            let long = engine.preparedByRuns.values.compactMap(\.longTextBreakings)
            #expect(long.count == 1)
            counts.append(long.first ?? -1)
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] <= 6)
    }

    @Test("a text of a few hundred characters keeps Pango's own line breaking")
    func shortTextsArePango() {
        let prepared = PangoTextEngine().prepare([TextRun(String(repeating: "lorem ipsum ", count: 30), font: body)])
        _ = prepared.measure(options: TextLayoutOptions(), proposedWidth: 100)
        #expect((prepared as? PangoPreparedText)?.longTextBreakings == nil)
    }
}

extension PangoLongTextTests {
    @Test("a repeated phrase with a trailing space is measured here")
    func repeatedPhrase() {
        let engine = PangoTextEngine()
        let runs = [TextRun(String(repeating: "lorem ipsum ", count: 300), font: body)]
        #expect(PangoLongText(runs: runs, engine: engine, emptyLineHeight: { 0 }) != nil)
        let runs2 = [TextRun(String(repeating: "lorem ipsum ", count: 300) + "x", font: body)]
        #expect(PangoLongText(runs: runs2, engine: engine, emptyLineHeight: { 0 }) != nil)
        let runs3 = [TextRun(String(repeating: "lorem ipsum dolor ", count: 300) + "x", font: body)]
        #expect(PangoLongText(runs: runs3, engine: engine, emptyLineHeight: { 0 }) != nil)
    }
}
