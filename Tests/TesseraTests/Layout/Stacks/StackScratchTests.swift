import Foundation
import Testing
@testable import Tessera

/// A layout that is a horizontal stack when wider than tall and a vertical one otherwise,
/// both over the same container's subviews (one node, two stack algorithms).
private struct OrientationFollowingStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        isWide(proposal)
            ? HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            : VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if isWide(proposal) {
            HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        } else {
            VStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    private func isWide(_ proposal: ProposedViewSize) -> Bool {
        (proposal.width ?? 0) > (proposal.height ?? 0)
    }
}

/// The stack algorithm reuses per-node storage (the children's traits, the flexibility order)
/// across proposals; these tests check that a re-used arrangement equals a fresh one.
@Suite("StackScratch") @MainActor
struct StackScratchTests {
    /// An `HStack` with two texts, a spacer, a high-priority child and a capped rectangle.
    @MainActor
    private struct Mixed {
        let children: [LayoutNode]
        let stack: LayoutNode

        init(priority: Double = 1) {
            children = [
                Tree.text("Lorem ipsum dolor sit amet"),
                Tree.spacer(),
                Tree.text("consectetur").withPriority(priority),
                Tree.rectangle().framed(maxWidth: 100),
                Tree.leaf(30, 12),
                Tree.text("adipiscing elit, sed do eiusmod"),
            ]
            stack = LayoutNode(layout: HStackLayout(alignment: .firstTextBaseline), children: children, label: "HStack")
        }

        var frames: [CGRect] { children.map(\.frame) + [stack.frame] }
    }

    private static let proposals: [(CGFloat?, CGFloat?)] = [
        (300, 60), (120, 60), (500, 60), (120, 20), (nil, 60), (40, nil), (300, 60), (0, 0), (1000, 200),
    ]

    @Test("laying a stack out at one proposal after others gives the frames a fresh stack gives")
    func rearrangementMatchesFreshStack() {
        let reused = Mixed()
        for (width, height) in Self.proposals {
            reused.stack.layOut(width, height)
            let fresh = Mixed()
            fresh.stack.layOut(width, height)
            #expect(reused.frames == fresh.frames, "proposal \(String(describing: width))×\(String(describing: height))")
        }
    }

    @Test("a priority changed after a layout is honoured at the next layout")
    func priorityChangeAfterLayout() {
        let reused = Mixed(priority: 1)
        reused.stack.layOut(200, 60)
        let before = reused.frames
        reused.children[2].layoutPriority = -1
        reused.stack.layOut(200, 60)
        let fresh = Mixed(priority: -1)
        fresh.stack.layOut(200, 60)
        #expect(reused.frames == fresh.frames)
        #expect(reused.frames != before)
    }

    @Test("children replaced after a layout are arranged as a fresh stack arranges them")
    func childrenReplaced() {
        let stack = Tree.hstack(spacing: 0, Tree.rectangle(), Tree.leaf(20, 10))
        stack.layOut(100, 10)
        let a = Tree.leaf(10, 10), b = Tree.spacer(), c = Tree.rectangle().framed(maxWidth: 30)
        stack.replaceChildren([a, b, c])
        stack.layOut(100, 10)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.frame == CGRect(x: 70, y: 0, width: 30, height: 10))
        #expect(b.frame.minX == 10 && b.frame.width == 60)
    }

    @Test("one container arranged by an HStackLayout and a VStackLayout gets each stack's frames")
    func twoAxesOnOneContainer() {
        let first = Tree.leaf(40, 10), second = Tree.rectangle().framed(maxWidth: 50, maxHeight: 30)
        let custom = LayoutNode(layout: OrientationFollowingStack(), children: [first, second])
        custom.layOut(200, 100)
        #expect(first.frame == CGRect(x: 0, y: 10, width: 40, height: 10))
        #expect(second.frame == CGRect(x: 48, y: 0, width: 50, height: 30))
        custom.layOut(100, 200)
        #expect(first.frame == CGRect(x: 5, y: 0, width: 40, height: 10))
        #expect(second.frame == CGRect(x: 0, y: 18, width: 50, height: 30))
    }
}
