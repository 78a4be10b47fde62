import Foundation
import Testing
@testable import Tessera

/// A uniform text laid out without truncation describes its lines (``UniformTextLines``) and
/// takes its numbers from measuring; the lines are made as they are read. They must be the
/// general path's lines (the same characters split into two runs), read in order, by position
/// or by number, and a layout given the metrics measuring found must be the layout made
/// without them.
@Suite("Uniform text lines, described and read") @MainActor
struct UniformTextLinesTests {
    private let engine = FixedAdvanceTextEngine()

    nonisolated private static let strings = [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
        "  leading spaces and trailing  ",
        "word  two\tspaces   and tabs",
        "first line\nsecond paragraph here\n\nafter an empty one\n",
        "Supercalifragilisticexpialidocious is long",
        "x",
        " \n  x  y\n\n\tz",
    ]

    private static let widths: [CGFloat?] = [nil, 0, 11.4, 29.5, 57.25, 100, 136, 1000, .nan, -3, .infinity]

    private static var optionSets: [TextLayoutOptions] {
        var sets: [TextLayoutOptions] = []
        for alignment in [TextAlignment.leading, .center, .trailing] {
            sets.append(TextLayoutOptions(alignment: alignment))
            sets.append(TextLayoutOptions(alignment: alignment, lineSpacing: 3))
            sets.append(TextLayoutOptions(lineLimit: 3, reservesSpace: true, alignment: alignment))
            sets.append(TextLayoutOptions(lineLimit: 2, truncationMode: .middle, alignment: alignment))
            // Metrics measured with a font that may shrink can be the shrunk layout's.
            sets.append(TextLayoutOptions(lineLimit: 1, alignment: alignment, minimumScaleFactor: 0.5))
        }
        return sets
    }

    private func split(_ string: String, font: ResolvedFont) -> [TextRun] {
        let middle = string.index(string.startIndex, offsetBy: string.count / 2)
        return [TextRun(String(string[..<middle]), font: font), TextRun(String(string[middle...]), font: font)]
    }

    private func expectSameLines(_ drawn: TextLayoutResult, _ reference: TextLayoutResult, _ context: String) {
        #expect(drawn.size == reference.size && drawn.isTruncated == reference.isTruncated, "\(context)")
        #expect(drawn.firstBaseline == reference.firstBaseline && drawn.lastBaseline == reference.lastBaseline, "\(context)")
        #expect(drawn.lines.count == reference.lines.count, "\(context)")
        #expect(drawn.lines.map(\.text) == reference.lines.map(\.text), "\(context)")
        #expect(drawn.lines.map(\.sourceRange) == reference.lines.map(\.sourceRange), "\(context)")
        #expect(drawn.lines.map(\.origin) == reference.lines.map(\.origin), "\(context)")
        #expect(drawn.lines.map(\.size) == reference.lines.map(\.size), "\(context)")
        #expect(drawn.lines.map(\.baseline) == reference.lines.map(\.baseline), "\(context)")
    }

    @Test("a layout from measured metrics has the general path's lines, aligned", arguments: strings)
    func fromMetrics(_ string: String) {
        let font = ResolvedFont(size: 17)
        let uniform = engine.prepare([TextRun(string, font: font)])
        let general = engine.prepare(split(string, font: font))
        for options in Self.optionSets {
            for width in Self.widths {
                let context = "\(string.debugDescription) at \(String(describing: width)), \(options)"
                let metrics = uniform.measure(options: options, proposedWidth: width)
                let drawn = uniform.layout(options: options, proposedWidth: width, metrics: metrics)
                expectSameLines(drawn, general.layout(options: options, proposedWidth: width), context)
                #expect(drawn == uniform.layout(options: options, proposedWidth: width), "\(context)")
                #expect(TextMetrics(drawn) == metrics, "\(context)")
            }
        }
    }

    @Test("described lines read the same in order, by position and by number, and equal them built")
    func readingOrders() {
        let string = "first line\nsecond paragraph here, long enough to wrap a few times\n\nafter an empty one"
        let uniform = engine.prepare([TextRun(string, font: ResolvedFont(size: 15))])
        for width in [nil, 0, 50, 120] as [CGFloat?] {
            let lines = uniform.layout(options: TextLayoutOptions(alignment: .center), proposedWidth: width).lines
            let walked = Array(lines)
            #expect(walked.count == lines.count && lines.count > 1)
            var position = lines.startIndex
            for number in 0..<lines.count {
                #expect(lines[number] == walked[number])
                #expect(lines[position] == walked[number])
                position = lines.index(after: position)
            }
            #expect(position == lines.endIndex)
            #expect(lines.first == walked.first && !lines.isEmpty)
            #expect(lines == TextLines(walked) && TextLines(walked) == lines)
            var changed = walked
            changed[changed.count - 1].origin.x += 1
            #expect(lines != TextLines(changed))
        }
    }

    @Test("lines of two preparations are equal when their texts and descriptions are, and differ otherwise")
    func equalityAcrossPreparations() {
        let string = "second paragraph here, long enough to wrap a few times"
        let options = TextLayoutOptions(alignment: .center)
        let one = engine.prepare([TextRun(string, font: ResolvedFont(size: 15))])
        let other = engine.prepare([TextRun(string, font: ResolvedFont(size: 15))])
        let wrapped = one.layout(options: options, proposedWidth: 120).lines
        #expect(wrapped.uniformHeights != nil && wrapped.count > 1)
        #expect(wrapped == other.layout(options: options, proposedWidth: 120).lines)
        #expect(wrapped != other.layout(options: options, proposedWidth: 90).lines)
        let changed = engine.prepare([TextRun(string.replacingOccurrences(of: "few", with: "lot"),
                                              font: ResolvedFont(size: 15))])
        #expect(wrapped != changed.layout(options: options, proposedWidth: 120).lines)
        let larger = engine.prepare([TextRun(string, font: ResolvedFont(size: 16))])
        #expect(wrapped != larger.layout(options: options, proposedWidth: 120).lines)
        // Built lines compare as arrays.
        let built = TextLines(Array(wrapped))
        #expect(built == TextLines(Array(wrapped)) && built == wrapped && wrapped == built)
    }

    @Test("a measurer draws, after measuring, the layout the engine makes at the placed width")
    func measurerDrawsMeasuredLines() {
        let string = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."
        let runs = [TextRun(string, font: ResolvedFont(size: 17))]
        for options in Self.optionSets {
            for width in [0, 40, 100, 180, 2000] as [CGFloat] {
                let measurer = TextMeasurer(runs: runs, options: options, engine: engine)
                // As a stack probes, then places.
                _ = measurer.metrics(for: ProposedViewSize(width: 0, height: nil))
                _ = measurer.metrics(for: ProposedViewSize(width: nil, height: nil))
                let placed = ProposedViewSize(width: width, height: nil)
                let size = measurer.metrics(for: placed).size
                let drawn = measurer.layout(for: placed)
                let reference = engine.layout(runs, options: options, proposedWidth: width)
                expectSameLines(drawn, reference, "at \(width), \(options)")
                #expect(drawn.size == size)
            }
        }
    }
}
