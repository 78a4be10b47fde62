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
}
