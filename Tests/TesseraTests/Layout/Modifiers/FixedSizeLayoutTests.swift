import Foundation
import Testing
@testable import Tessera

@Suite("FixedSizeLayout") @MainActor
struct FixedSizeLayoutTests {
    @Test("fixedSize proposes nil so text keeps its ideal width in a narrow proposal")
    func textKeepsIdealWidth() {
        let text = Tree.text("Hello world", size: 12)  // 11 characters × 8 = 88
        let fixed = text.fixedSized()
        fixed.layOut(40, 100)
        #expect(fixed.frame.size == CGSize(width: 88, height: 14.4))
    }

    @Test("fixedSize on one axis keeps the proposal on the other")
    func oneAxis() {
        let text = Tree.text("Hello world", size: 12)
        let fixed = text.fixedSized(horizontal: false, vertical: true)
        #expect(fixed.sizeThatFits(ProposedViewSize(width: 48, height: 5)) == CGSize(width: 40, height: 28.8))
    }

    @Test("a fixed-size shape is 10×10")
    func fixedShape() {
        #expect(Tree.rectangle().fixedSized().sizeThatFits(.infinity) == CGSize(width: 10, height: 10))
    }
}
