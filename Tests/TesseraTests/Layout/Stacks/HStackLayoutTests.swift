import Foundation
import Testing
@testable import Tessera

@Suite("HStackLayout") @MainActor
struct HStackLayoutTests {
    @Test("three flexible children with zero spacing in 300 points are 100 each")
    func threeFlexibleChildren() {
        let a = Tree.rectangle(), b = Tree.rectangle(), c = Tree.rectangle()
        let stack = Tree.hstack(spacing: 0, a, b, c)
        stack.layOut(300, 50)
        #expect(stack.frame.size == CGSize(width: 300, height: 50))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(c.frame == CGRect(x: 200, y: 0, width: 100, height: 50))
    }

    @Test("a spacer between two 50-point children in 200 points puts the second at 150")
    func spacerPushesApart() {
        let first = Tree.leaf(50, 20), spacer = Tree.spacer(), second = Tree.leaf(50, 20)
        let stack = Tree.hstack(first, spacer, second)
        stack.layOut(200, 100)
        #expect(first.frame.minX == 0)
        #expect(spacer.frame.width == 100)
        #expect(spacer.frame.height == 0)
        #expect(second.frame.minX == 150)
        #expect(stack.frame.size == CGSize(width: 200, height: 20))
    }

    @Test("a spacer's minimum length defaults to the default spacing and replaces it")
    func spacerMinimumLength() {
        let stack = Tree.hstack(Tree.leaf(50, 20), Tree.spacer(), Tree.leaf(50, 20))
        #expect(stack.sizeThatFits(.unspecified).width == 108)
        #expect(stack.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width == 108)
        let long = Tree.hstack(Tree.leaf(50, 20), Tree.spacer(minLength: 30), Tree.leaf(50, 20))
        #expect(long.sizeThatFits(.unspecified).width == 130)
    }

    @Test("ordinary neighbours are 8 points apart by default")
    func defaultSpacing() {
        let a = Tree.leaf(30, 10), b = Tree.leaf(30, 10)
        let stack = Tree.hstack(a, b)
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 68)
        #expect(b.frame.minX == 38)
    }

    @Test("the least flexible child is sized first: max-width 100 and min-width 100 in 150 give 75 and 100")
    func flexibilityOrder() {
        let narrow = Tree.rectangle().framed(maxWidth: 100)
        let wide = Tree.rectangle().framed(minWidth: 100)
        let stack = Tree.hstack(spacing: 0, narrow, wide)
        let root = stack.framed(width: 150)
        root.layOut(400, 50)
        #expect(narrow.frame.width == 75)
        #expect(wide.frame.width == 100)
        #expect(stack.frame.width == 175)
        #expect(root.frame.width == 150)
        #expect(stack.frame.minX == -12.5)
    }

    @Test("top alignment lines children up at their top edges and the stack spans the tallest")
    func topAlignment() {
        let short = Tree.leaf(20, 10), tall = Tree.leaf(20, 40)
        let stack = Tree.hstack(alignment: .top, spacing: 5, short, tall)
        stack.layOut(nil, nil)
        #expect(short.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(tall.frame == CGRect(x: 25, y: 0, width: 20, height: 40))
        #expect(stack.frame.size == CGSize(width: 45, height: 40))
    }

    @Test("center and bottom alignment place shorter children by their guides")
    func centerAndBottomAlignment() {
        let short = Tree.leaf(20, 10), tall = Tree.leaf(20, 40)
        Tree.hstack(spacing: 0, short, tall).layOut(nil, nil)
        #expect(short.frame.minY == 15)
        let short2 = Tree.leaf(20, 10), tall2 = Tree.leaf(20, 40)
        Tree.hstack(alignment: .bottom, spacing: 0, short2, tall2).layOut(nil, nil)
        #expect(short2.frame.minY == 30)
    }

    @Test("a higher layout priority is offered the space the others don't need at their minimum")
    func layoutPriority() {
        let text = Tree.text("Hello world")  // ideal width 11 × 11⅓
        let filler = Tree.rectangle()
        let important = Tree.rectangle().framed(minWidth: 20).withPriority(1)
        let stack = Tree.hstack(spacing: 0, filler, important)
        stack.layOut(300, 10)
        #expect(important.frame.width == 300)
        #expect(filler.frame.width == 0)
        let stack2 = Tree.hstack(spacing: 0, text, Tree.rectangle().withPriority(1))
        stack2.layOut(300, 100)
        #expect(stack2.children[1].frame.width == 300 - text.frame.width)
        #expect(text.frame.width < 11 * 17 * 2 / 3)
    }

    @Test("priority passes through modifiers")
    func priorityThroughModifiers() {
        let inner = Tree.rectangle().withPriority(2)
        let padded = inner.padded(5)
        #expect(padded.layoutPriority == 2)
        #expect(Tree.rectangle().padded().layoutPriority == 0)
    }

    @Test("right-to-left stacks place the first child at the trailing edge")
    func rightToLeft() {
        let a = Tree.leaf(30, 10), b = Tree.leaf(20, 10)
        let stack = Tree.hstack(spacing: 0, a, b)
        stack.layoutDirection = .rightToLeft
        stack.layOut(nil, nil)
        #expect(a.frame.minX == 20)
        #expect(b.frame.minX == 0)
    }

    @Test("a divider in a horizontal stack is a 1-point vertical line")
    func dividerInHStack() {
        let divider = Tree.divider()
        let stack = Tree.hstack(Tree.leaf(20, 30), divider, Tree.leaf(20, 30))
        stack.layOut(200, 30)
        #expect(divider.frame.size == CGSize(width: 1, height: 30))
        let vertical = Tree.divider()
        Tree.vstack(Tree.leaf(40, 10), vertical).layOut(200, 100)
        #expect(vertical.frame.size == CGSize(width: 200, height: 1))
    }

    @Test("first-text-baseline alignment lines up text of different sizes")
    func baselineAlignment() {
        let small = Tree.text("a", size: 10), large = Tree.text("b", size: 20)
        let stack = Tree.hstack(alignment: .firstTextBaseline, small, large)
        stack.layOut(nil, nil)
        // Baselines at 9 and 18 below each text's top.
        #expect(small.frame.minY + 9 == large.frame.minY + 18)
        #expect(stack.dimensions(in: .unspecified)[VerticalAlignment.firstTextBaseline] == 18)
    }
}
