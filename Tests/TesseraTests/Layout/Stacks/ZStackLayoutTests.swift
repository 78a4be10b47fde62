import Foundation
import Testing
@testable import Tessera

@Suite("ZStackLayout") @MainActor
struct ZStackLayoutTests {
    @Test("a centered stack is as big as its largest child and centers the others")
    func centered() {
        let big = Tree.leaf(100, 60), small = Tree.leaf(20, 20)
        let stack = Tree.zstack(big, small)
        stack.layOut(nil, nil)
        #expect(stack.frame.size == CGSize(width: 100, height: 60))
        #expect(small.frame.origin == CGPoint(x: 40, y: 20))
    }

    @Test("the size is the union of the children's aligned frames")
    func unionOfAlignedFrames() {
        let a = Tree.leaf(100, 20), b = Tree.leaf(20, 50)
        b.setAlignmentGuide(HorizontalAlignment.leading) { _ in 30 }
        let stack = Tree.zstack(alignment: .topLeading, a, b)
        stack.layOut(nil, nil)
        #expect(stack.frame.size == CGSize(width: 130, height: 50))
        #expect(a.frame.minX == 30)
        #expect(b.frame.minX == 0)
    }

    @Test("bottom-trailing alignment")
    func bottomTrailing() {
        let a = Tree.leaf(100, 60), b = Tree.leaf(20, 10)
        Tree.zstack(alignment: .bottomTrailing, a, b).layOut(nil, nil)
        #expect(b.frame.origin == CGPoint(x: 80, y: 50))
    }
}
