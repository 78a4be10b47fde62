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

/// Arrangements keep their placements in slots of the stack's scratch (three in its block,
/// more in a growing overflow): many proposals measured before any placement still place as
/// a fresh stack places.
@Suite("StackScratch slots") @MainActor
struct StackScratchSlotTests {
    private static func stack() -> (stack: LayoutNode, children: [LayoutNode]) {
        let children = [Tree.text("Lorem ipsum dolor sit amet"), Tree.spacer(), Tree.leaf(30, 12),
                        Tree.rectangle().framed(maxWidth: 80), Tree.text("adipiscing elit")]
        return (LayoutNode(layout: VStackLayout(alignment: .trailing), children: children), children)
    }

    private static let proposals: [ProposedViewSize] = (0..<9).map { (step: Int) -> ProposedViewSize in
        let width = CGFloat(40 + 35 * step)
        let height = CGFloat(300 - 20 * step)
        return ProposedViewSize(width: width, height: height)
    }

    @Test("a stack measured at nine proposals, then placed at each in reverse, places as a fresh one")
    func placementsAfterManyMeasurements() {
        let reused = Self.stack()
        let sizes = Self.proposals.map { reused.stack.sizeThatFits($0) }
        #expect(reused.stack.arrangementEvaluations == Self.proposals.count)
        for (proposal, size) in zip(Self.proposals, sizes).reversed() {
            reused.stack.place(at: .zero, proposal: proposal)
            let fresh = Self.stack()
            fresh.stack.place(at: .zero, proposal: proposal)
            #expect(reused.stack.frame.size == size)
            #expect(reused.children.map(\.frame) == fresh.children.map(\.frame), "\(proposal)")
        }
        // Placing measured nothing again.
        #expect(reused.stack.arrangementEvaluations == Self.proposals.count)
    }

    @Test("a stack arranged through a subset of its subviews places that subset as a stack of them")
    func subsetOfSubviews() {
        let first = Tree.leaf(20, 10), second = Tree.leaf(30, 15), third = Tree.leaf(40, 5)
        let container = LayoutNode(layout: SecondAndThirdStacked(), children: [first, second, third])
        container.place(at: .zero, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(second.frame == CGRect(x: 0, y: 0, width: 30, height: 15))
        #expect(third.frame == CGRect(x: 0, y: 23, width: 40, height: 5))
        #expect(container.frame.size == CGSize(width: 40, height: 28))
    }
}

/// A `VStackLayout` (spacing 8, leading) of the second and third subviews only; the first is
/// left unplaced.
private struct SecondAndThirdStacked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        VStackLayout(alignment: .leading, spacing: 8).sizeThatFits(proposal: proposal, subviews: subviews[1..<3], cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        VStackLayout(alignment: .leading, spacing: 8).placeSubviews(in: bounds, proposal: proposal,
                                                                    subviews: subviews[1..<3], cache: &cache)
    }
}
