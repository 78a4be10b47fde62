import Foundation
import Testing
@testable import Tessera

@Suite("TextMeasurer") @MainActor
struct TextMeasurerTests {
    private func measurer(_ string: String, _ options: TextLayoutOptions = TextLayoutOptions()) -> TextMeasurer {
        TextMeasurer(runs: [TextRun(string, font: ResolvedFont(size: 12))], options: options, engine: FixedAdvanceTextEngine())
    }

    @Test("text takes at most the proposed width and its ideal width when offered more")
    func widthRule() {
        let text = LayoutNode(leaf: measurer("Hello world").leafSizing)
        #expect(text.sizeThatFits(ProposedViewSize(width: 500, height: nil)) == CGSize(width: 88, height: 14.4))
        #expect(text.sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 40, height: 28.8))
        #expect(text.sizeThatFits(.unspecified).width == 88)
    }

    @Test("a proposed height too small for every line drops lines, keeping at least one")
    func heightDropsLines() {
        let text = measurer("one two three four")
        let twoLines = text.layout(for: ProposedViewSize(width: 40, height: 30))
        #expect(twoLines.lines.map(\.text) == ["one", "two…"])
        #expect(twoLines.isTruncated)
        let oneLine = text.layout(for: ProposedViewSize(width: 40, height: 1))
        #expect(oneLine.lines.count == 1)
    }

    @Test("the leaf exposes first and last text baselines as explicit alignments")
    func baselines() {
        let text = LayoutNode(leaf: measurer("aaa bbb").leafSizing)
        let dimensions = text.dimensions(in: ProposedViewSize(width: 24, height: nil))
        #expect(abs(dimensions[VerticalAlignment.firstTextBaseline] - 10.8) < 1e-9)
        #expect(abs(dimensions[VerticalAlignment.lastTextBaseline] - 25.2) < 1e-9)
        #expect(dimensions[explicit: VerticalAlignment.center] == nil)
    }

    @Test("text in a narrow stack wraps, and a stack aligned on the last baseline uses it")
    func textInStack() {
        let long = LayoutNode(leaf: measurer("aaa bbb").leafSizing)
        let icon = Tree.leaf(10, 10)
        let stack = Tree.hstack(alignment: .lastTextBaseline, spacing: 0, icon, long)
        stack.layOut(34, nil)
        #expect(long.frame.size == CGSize(width: 24, height: 28.8))
        // The icon's bottom (its default baseline) sits on the text's last baseline, 25.2.
        #expect(abs(icon.frame.maxY - 25.2) < 1e-9)
    }

    @Test("equal text and options don't invalidate the leaf")
    func identity() {
        let node = LayoutNode(leaf: measurer("same").leafSizing)
        _ = node.sizeThatFits(.unspecified)
        node.setLeafSizing(measurer("same").leafSizing)
        _ = node.sizeThatFits(.unspecified)
        #expect(node.sizeThatFitsEvaluations == 1)
        node.setLeafSizing(measurer("other").leafSizing)
        _ = node.sizeThatFits(.unspecified)
        #expect(node.sizeThatFitsEvaluations == 2)
    }

    @Test("CR LF ends one paragraph: the ideal layout has two lines")
    func crlfParagraphs() {
        let text = LayoutNode(leaf: measurer("ab\r\ncd").leafSizing)
        #expect(text.sizeThatFits(.unspecified) == CGSize(width: 16, height: 28.8))
    }

    /// One run (the uniform path, its memos by width) against the same characters in two runs
    /// (the general path), asked at every proposal in two orders: the memos answer what a
    /// measurement at that proposal gives.
    @Test("metrics for any proposal match the general path, in any order of proposals")
    func proposalsMatchGeneralPath() {
        let font = ResolvedFont(size: 12)
        let strings = ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
                       " two  paragraphs\nof text here", "x", "wide"]
        let widths: [CGFloat?] = [0, nil, .infinity, 100, -4, .nan, 8, 33, 100, 0, 1000]
        let heights: [CGFloat?] = [nil, 0, 14.4, 20, 28.8, 43.2, 60, .infinity, -1]
        var optionSets = [TextLayoutOptions(), TextLayoutOptions(lineLimit: 2), TextLayoutOptions(lineSpacing: 2.5),
                          TextLayoutOptions(lineLimit: 3, reservesSpace: true)]
        for mode in [TextTruncation.head, .middle, .tail] { optionSets.append(TextLayoutOptions(lineLimit: 1, truncationMode: mode)) }
        var cutCases = 0
        for string in strings {
            let middle = string.index(string.startIndex, offsetBy: string.count / 2)
            let split = [TextRun(String(string[..<middle]), font: font), TextRun(String(string[middle...]), font: font)]
            for options in optionSets {
                let forward = TextMeasurer(runs: [TextRun(string, font: font)], options: options, engine: FixedAdvanceTextEngine())
                let backward = TextMeasurer(runs: [TextRun(string, font: font)], options: options, engine: FixedAdvanceTextEngine())
                let general = TextMeasurer(runs: split, options: options, engine: FixedAdvanceTextEngine())
                let proposals = widths.flatMap { width in heights.map { ProposedViewSize(width: width, height: $0) } }
                var answers: [TextMetrics] = []
                for proposal in proposals { answers.append(forward.metrics(for: proposal)) }
                for (index, proposal) in proposals.enumerated().reversed() {
                    let context = "\(string.debugDescription) \(options) at \(proposal)"
                    // A fresh measurer: nothing memoized.
                    let reference = TextMeasurer(runs: split, options: options, engine: FixedAdvanceTextEngine())
                        .metrics(for: proposal)
                    #expect(answers[index] == reference, "\(context)")
                    #expect(backward.metrics(for: proposal) == reference, "\(context)")
                    #expect(TextMetrics(forward.layout(for: proposal)) == reference, "\(context)")
                    #expect(TextMeasurer(runs: [TextRun(string, font: font)], options: options, engine: FixedAdvanceTextEngine())
                        .layout(for: proposal) == Self.layoutCutFromFullLayout(string, font: font, options: options, proposal: proposal),
                            "\(context)")
                    let unlimited = general.metrics(for: ProposedViewSize(width: proposal.width, height: nil))
                    if reference.lineCount < unlimited.lineCount { cutCases += 1 }
                }
            }
        }
        #expect(cutCases > 100)
    }

    /// The layout for `proposal` by the rule written out from the full layout's own lines: lay
    /// the text out at the width; if the height is exceeded and more than one line laid out,
    /// keep the lines whose bottom fits (at least one) and lay out again with that line limit.
    private static func layoutCutFromFullLayout(_ string: String, font: ResolvedFont, options: TextLayoutOptions,
                                                proposal: ProposedViewSize) -> TextLayoutResult {
        let prepared = FixedAdvanceTextEngine().prepare([TextRun(string, font: font)])
        let full = prepared.layout(options: options, proposedWidth: proposal.width)
        guard let height = proposal.height, full.size.height > height + 1e-6, full.lines.count > 1 else { return full }
        let fitting = max(1, full.lines.prefix { $0.origin.y + $0.size.height <= height + 1e-6 }.count)
        guard fitting < full.lines.count else { return full }
        var limited = options
        limited.lineLimit = min(options.lineLimit ?? Int.max, fitting)
        limited.reservesSpace = false
        return prepared.layout(options: limited, proposedWidth: proposal.width)
    }
}
