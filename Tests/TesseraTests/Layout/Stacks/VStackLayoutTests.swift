import Foundation
import Testing
@testable import Tessera

@Suite("VStackLayout") @MainActor
struct VStackLayoutTests {
    @Test("leading alignment puts every child at x = 0, stacked with default spacing")
    func leadingAlignment() {
        let a = Tree.leaf(100, 20), b = Tree.leaf(40, 30), c = Tree.leaf(60, 10)
        let stack = Tree.vstack(alignment: .leading, a, b, c)
        stack.layOut(nil, nil)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 40, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 66, width: 60, height: 10))
        #expect(stack.frame.size == CGSize(width: 100, height: 76))
    }

    @Test("trailing alignment lines children up at their trailing edges")
    func trailingAlignment() {
        let a = Tree.leaf(100, 20), b = Tree.leaf(40, 30)
        Tree.vstack(alignment: .trailing, spacing: 0, a, b).layOut(nil, nil)
        #expect(b.frame.origin == CGPoint(x: 60, y: 20))
    }

    @Test("flexible children share the height")
    func sharedHeight() {
        let a = Tree.rectangle(), b = Tree.leaf(10, 40), c = Tree.rectangle()
        Tree.vstack(spacing: 10, a, b, c).layOut(50, 200)
        #expect(a.frame.height == 70)
        #expect(c.frame.height == 70)
        #expect(c.frame.minY == 130)
    }

    @Test("an explicit alignment guide moves one child")
    func alignmentGuideOverride() {
        let a = Tree.leaf(100, 20), b = Tree.leaf(40, 30)
        b.setAlignmentGuide(HorizontalAlignment.leading) { dimensions in dimensions[HorizontalAlignment.trailing] }
        Tree.vstack(alignment: .leading, spacing: 0, a, b).layOut(nil, nil)
        #expect(a.frame.minX == 40)
        #expect(b.frame.minX == 0)
    }

    @Test("an alignment guide on a child under padding moves with the padding")
    func alignmentGuideUnderModifier() {
        let inner = Tree.leaf(40, 30)
        inner.setAlignmentGuide(HorizontalAlignment.leading) { _ in 10 }
        let padded = inner.padded(5)
        let other = Tree.leaf(100, 10)
        Tree.vstack(alignment: .leading, spacing: 0, other, padded).layOut(nil, nil)
        // The padded view's leading guide is 5 + 10 = 15.
        #expect(padded.frame.minX == 0)
        #expect(other.frame.minX == 15)
    }
}
