import Foundation
import Testing
@testable import Tessera

@Suite("ViewThatFitsLayout") @MainActor
struct ViewThatFitsLayoutTests {
    @Test("the first child whose ideal size fits is shown and the others are hidden")
    func firstThatFits() {
        let wide = Tree.leaf(300, 20), medium = Tree.leaf(150, 20), narrow = Tree.leaf(50, 20)
        let container = LayoutNode(layout: ViewThatFitsLayout(axes: .horizontal), children: [wide, medium, narrow])
        container.layOut(200, 100)
        #expect(container.frame.size == CGSize(width: 150, height: 20))
        #expect(medium.isPlaced)
        #expect(!wide.isPlaced)
        #expect(!narrow.isPlaced)
        #expect(wide.frame.size == .zero)
    }

    @Test("the last child is shown when nothing fits")
    func lastWhenNothingFits() {
        let a = Tree.leaf(300, 20), b = Tree.leaf(250, 20)
        let container = LayoutNode(layout: ViewThatFitsLayout(axes: .horizontal), children: [a, b])
        container.layOut(100, 100)
        #expect(b.isPlaced)
        #expect(!a.isPlaced)
    }

    @Test("only the constrained axes are checked")
    func constrainedAxes() {
        let tall = Tree.leaf(50, 500), other = Tree.leaf(10, 10)
        let container = LayoutNode(layout: ViewThatFitsLayout(axes: .horizontal), children: [tall, other])
        container.layOut(100, 100)
        #expect(tall.isPlaced)
        let both = LayoutNode(layout: ViewThatFitsLayout(), children: [Tree.leaf(50, 500), other])
        both.layOut(100, 100)
        #expect(other.isPlaced)
    }

    @Test("text that would wrap doesn't fit horizontally")
    func textFits() {
        let long = Tree.text("A long title here", size: 12)  // 17 × 8 = 136
        let short = Tree.text("Short", size: 12)
        let container = LayoutNode(layout: ViewThatFitsLayout(axes: .horizontal), children: [long, short])
        container.layOut(100, 100)
        #expect(short.isPlaced)
        container.layOut(200, 100)
        #expect(long.isPlaced)
        #expect(!short.isPlaced)
    }
}
