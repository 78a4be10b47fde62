import Foundation
import Testing
@testable import Tessera

/// The fixed-advance engine measures without building lines; its numbers must be those of the
/// full layout, truncated or not.
@Suite("FixedAdvanceTextEngine measurement") @MainActor
struct FixedAdvanceTextMeasureTests {
    private let engine = FixedAdvanceTextEngine()

    private static let texts: [[TextRun]] = [
        [TextRun("The quick brown fox jumps over the lazy dog", font: ResolvedFont(size: 12))],
        [TextRun("ab\ncdef ghij\n\nklm", font: ResolvedFont(size: 17))],
        [TextRun("trailing paragraph\n", font: ResolvedFont(size: 12))],
        [TextRun("big ", font: ResolvedFont(size: 24)), TextRun("and small words in a row", font: ResolvedFont(size: 10))],
        [TextRun("Lorem ipsum dolor sit amet.", font: ResolvedFont(size: 17))],
    ]

    private static let widths: [CGFloat?] = [nil, 0, 8, 29.5, 64, 80, 150, 1000]

    private static var optionSets: [TextLayoutOptions] {
        var sets = [TextLayoutOptions(), TextLayoutOptions(lineLimit: 1), TextLayoutOptions(lineLimit: 2)]
        for mode in [TextTruncation.head, .middle] {
            var options = TextLayoutOptions(lineLimit: 2)
            options.truncationMode = mode
            sets.append(options)
        }
        var spaced = TextLayoutOptions(lineLimit: 3)
        spaced.lineSpacing = 4
        spaced.reservesSpace = true
        sets.append(spaced)
        return sets
    }

    @Test("measuring gives the full layout's size, baselines, line bottoms and truncation")
    func measureMatchesLayout() {
        var truncatedCases = 0
        for runs in Self.texts {
            let prepared = engine.prepare(runs)
            for options in Self.optionSets {
                for width in Self.widths {
                    let layout = prepared.layout(options: options, proposedWidth: width)
                    let measured = prepared.measure(options: options, proposedWidth: width)
                    #expect(measured == TextMetrics(layout), "\(runs.map(\.string)) \(options) width \(String(describing: width))")
                    if layout.isTruncated { truncatedCases += 1 }
                }
            }
        }
        #expect(truncatedCases > 50)
    }
}
