import Foundation
import Testing
@testable import Tessera

@Suite("PaddingLayout") @MainActor
struct PaddingLayoutTests {
    @Test("padding() adds 16 on every edge: 50×30 becomes 82×62")
    func defaultPadding() {
        let content = Tree.leaf(50, 30)
        let padded = content.padded()
        padded.layOut(nil, nil)
        #expect(padded.frame.size == CGSize(width: 82, height: 62))
        #expect(content.frame.origin == CGPoint(x: 16, y: 16))
    }

    @Test("padding(10) then padding(20) on 50×30 is 110×90")
    func nestedPadding() {
        let content = Tree.leaf(50, 30)
        let outer = content.padded(10).padded(20)
        outer.layOut(nil, nil)
        #expect(outer.frame.size == CGSize(width: 110, height: 90))
        #expect(content.globalFrame.origin == CGPoint(x: 30, y: 30))
    }

    @Test("the child is proposed the proposal minus the insets")
    func proposalShrinks() {
        let content = Tree.rectangle()
        let padded = content.padded(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        padded.layOut(100, 50)
        #expect(content.frame == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test("negative padding makes the view smaller than its content")
    func negativePadding() {
        let content = Tree.leaf(50, 30)
        let padded = content.padded(-10)
        padded.layOut(nil, nil)
        #expect(padded.frame.size == CGSize(width: 30, height: 10))
        #expect(content.frame.origin == CGPoint(x: -10, y: -10))
    }
}
