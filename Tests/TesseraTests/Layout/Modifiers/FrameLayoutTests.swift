import Foundation
import Testing
@_spi(Testing) @testable import Tessera

@Suite("Frame layouts", .serialized) @MainActor
struct FrameLayoutTests {
    @Test("a fixed frame is its size and centers its child")
    func fixedFrame() {
        let content = Tree.leaf(20, 10)
        let frame = content.framed(width: 100, height: 50)
        frame.layOut(300, 300)
        #expect(frame.frame.size == CGSize(width: 100, height: 50))
        #expect(content.frame.origin == CGPoint(x: 40, y: 20))
    }

    @Test("a nil frame dimension passes the proposal through")
    func nilDimensionPassesThrough() {
        let content = Tree.rectangle()
        let frame = content.framed(height: 20, alignment: .topLeading)
        frame.layOut(120, 300)
        #expect(frame.frame.size == CGSize(width: 120, height: 20))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
    }

    @Test("min and max clamp the proposal")
    func minAndMaxClamp() {
        let frame = Tree.leaf(10, 10).framed(minWidth: 50, maxWidth: 100)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 20, height: nil)).width == 50)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 70, height: nil)).width == 70)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 500, height: nil)).width == 100)
    }

    @Test("maxWidth infinity takes the whole proposal; unspecified takes the child's")
    func maxInfinity() {
        let content = Tree.leaf(40, 10)
        let frame = content.framed(maxWidth: .infinity, alignment: .leading)
        frame.layOut(300, 50)
        #expect(frame.frame.size == CGSize(width: 300, height: 10))
        #expect(content.frame.minX == 0)
        #expect(frame.sizeThatFits(.unspecified) == CGSize(width: 40, height: 10))
    }

    @Test("a min width larger than the child grows the frame only up to the proposal")
    func minWidthVersusProposal() {
        let frame = Tree.leaf(10, 10).framed(minWidth: 100)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 60, height: nil)).width == 100)
        let big = Tree.leaf(200, 10).framed(minWidth: 100)
        #expect(big.sizeThatFits(ProposedViewSize(width: 150, height: nil)).width == 150)
        #expect(big.sizeThatFits(.unspecified).width == 200)
    }

    @Test("an ideal width is the frame's width when unspecified")
    func idealWidth() {
        let frame = Tree.rectangle().framed(idealWidth: 80, maxWidth: 60)
        #expect(frame.sizeThatFits(.unspecified).width == 60)
        #expect(Tree.rectangle().framed(idealWidth: 80).sizeThatFits(.unspecified).width == 80)
        #expect(Tree.rectangle().framed(idealWidth: 80).fixedSized().sizeThatFits(.infinity) == CGSize(width: 80, height: 10))
    }

    @Test("negative, NaN and contradictory dimensions are clamped and reported")
    func invalidDimensions() {
        let negative = FlexibleFrameLayout(minWidth: -10, maxWidth: .nan)
        #expect(negative.minWidth == 0)
        #expect(negative.maxWidth == 0)

        let contradictory = FlexibleFrameLayout(minHeight: 50, maxHeight: 20)
        #expect(contradictory.maxHeight == 50)

        let fixed = FixedFrameLayout(width: -5, height: .nan)
        #expect(fixed.width == 0)
        #expect(fixed.height == 0)

        _ = FlexibleFrameLayout(minWidth: 10, maxWidth: .infinity)

        let node = Tree.rectangle().framed(minWidth: -10, maxWidth: 40)
        #expect(node.sizeThatFits(ProposedViewSize(width: 100, height: 5)) == CGSize(width: 40, height: 5))
        #expect(RuntimeWarnings.shared.messages.contains(FrameDimensionValidation.warningMessage))
    }
}
