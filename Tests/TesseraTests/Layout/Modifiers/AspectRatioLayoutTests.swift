import Foundation
import Testing
@testable import Tessera

@Suite("AspectRatioLayout") @MainActor
struct AspectRatioLayoutTests {
    private func aspect(_ ratio: CGFloat?, _ mode: ContentMode, _ child: LayoutNode) -> LayoutNode {
        LayoutNode(layout: AspectRatioLayout(aspectRatio: ratio, contentMode: mode), children: [child])
    }

    @Test("aspectRatio(0.5, .fit) in 100×50 is 25×50")
    func fitHalf() {
        let shape = Tree.rectangle()
        let node = aspect(0.5, .fit, shape)
        node.layOut(100, 50)
        #expect(node.frame.size == CGSize(width: 25, height: 50))
        #expect(shape.frame.size == CGSize(width: 25, height: 50))
    }

    @Test("fill covers the proposal")
    func fill() {
        #expect(aspect(0.5, .fill, Tree.rectangle()).sizeThatFits(ProposedViewSize(width: 100, height: 50))
            == CGSize(width: 100, height: 200))
        #expect(aspect(2, .fit, Tree.rectangle()).sizeThatFits(ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 100, height: 50))
    }

    @Test("a nil ratio uses the child's ideal ratio")
    func idealRatio() {
        let child = LayoutNode(leaf: .range(ideal: CGSize(width: 40, height: 20)))
        #expect(aspect(nil, .fit, child).sizeThatFits(ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 100, height: 50))
    }

    @Test("one unspecified dimension follows from the other")
    func oneUnspecified() {
        #expect(aspect(2, .fit, Tree.rectangle()).sizeThatFits(ProposedViewSize(width: 60, height: nil))
            == CGSize(width: 60, height: 30))
    }
}
