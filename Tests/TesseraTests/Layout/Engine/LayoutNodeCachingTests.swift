import Foundation
import Testing
@testable import Tessera

@Suite("LayoutNode measurement cache") @MainActor
struct LayoutNodeCachingTests {
    /// VStack { HStack { a; b }; HStack { c; d } } with padding around everything.
    private func makeTree() -> (root: LayoutNode, left: LayoutNode, right: LayoutNode, leaves: [LayoutNode]) {
        let leaves = (0..<4).map { Tree.leaf(20, 10, "leaf \($0)") }
        let left = Tree.hstack(leaves[0], leaves[1])
        let right = Tree.hstack(leaves[2], leaves[3])
        let root = Tree.vstack(left, right).padded()
        return (root, left, right, leaves)
    }

    @Test("asking twice for the same proposal measures once")
    func memoized() {
        let leaf = Tree.rectangle()
        _ = leaf.sizeThatFits(ProposedViewSize(width: 10, height: 10))
        _ = leaf.sizeThatFits(ProposedViewSize(width: 10, height: 10))
        #expect(leaf.sizeThatFitsEvaluations == 1)
        _ = leaf.sizeThatFits(.unspecified)
        #expect(leaf.sizeThatFitsEvaluations == 2)
    }

    @Test("laying out again without changes measures nothing")
    func relayoutIsFree() {
        let tree = makeTree()
        tree.root.layOut(300, 300)
        let before = tree.root.subtreeSizeThatFitsEvaluations
        tree.root.layOut(300, 300)
        #expect(tree.root.subtreeSizeThatFitsEvaluations == before)
    }

    @Test("changing one leaf re-measures only that leaf and its ancestors")
    func changeRemeasuresAncestorsOnly() {
        let tree = makeTree()
        tree.root.layOut(300, 300)
        let counts = { [tree] in
            (tree.root.sizeThatFitsEvaluations, tree.left.sizeThatFitsEvaluations, tree.right.sizeThatFitsEvaluations,
             tree.leaves.map(\.sizeThatFitsEvaluations))
        }
        let before = counts()
        tree.leaves[0].setLeafSizing(.fixed(CGSize(width: 40, height: 10)))
        tree.root.layOut(300, 300)
        let after = counts()
        #expect(after.0 == before.0 + 1)
        #expect(after.1 > before.1)
        #expect(after.2 == before.2)
        #expect(after.3[0] > before.3[0])
        // Leaf 1 is offered a different width now, a new proposal: it may be measured again.
        #expect(after.3[2] == before.3[2])
        #expect(after.3[3] == before.3[3])
        #expect(tree.leaves[1].frame.minX == 48)
    }

    @Test("invalidation stops early at a node that is already invalid")
    func stopsEarly() {
        let tree = makeTree()
        tree.root.layOut(300, 300)
        tree.leaves[0].markNeedsLayout()
        // The second mark finds the leaf already invalid; the ancestors stay invalid too.
        tree.leaves[1].markNeedsLayout()
        let before = tree.root.sizeThatFitsEvaluations
        tree.root.layOut(300, 300)
        #expect(tree.root.sizeThatFitsEvaluations == before + 1)
    }

    @Test("setting an equal layout or equal leaf sizing changes nothing")
    func equalValuesDontInvalidate() {
        let tree = makeTree()
        tree.root.layOut(300, 300)
        let before = tree.root.subtreeSizeThatFitsEvaluations
        tree.left.setLayout(HStackLayout())
        tree.leaves[2].setLeafSizing(.fixed(CGSize(width: 20, height: 10)))
        tree.root.replaceChildren(tree.root.children)
        tree.root.layOut(300, 300)
        #expect(tree.root.subtreeSizeThatFitsEvaluations == before)
        tree.left.setLayout(HStackLayout(spacing: 2))
        tree.root.layOut(300, 300)
        #expect(tree.root.subtreeSizeThatFitsEvaluations > before)
        #expect(tree.leaves[1].frame.minX == 22)
    }

    @Test("a change of priority or layout value re-measures the parent")
    func traitsInvalidateParent() {
        let a = Tree.rectangle(), b = Tree.rectangle()
        let stack = Tree.hstack(spacing: 0, a, b)
        stack.layOut(100, 10)
        #expect(a.frame.width == 50)
        b.layoutPriority = 1
        stack.layOut(100, 10)
        #expect(a.frame.width == 0)
        #expect(b.frame.width == 100)
    }

    @Test("frames are relative to the parent; global frames to the root")
    func frames() {
        let leaf = Tree.leaf(10, 10)
        let root = Tree.vstack(leaf.padded(5)).padded(10)
        root.place(at: CGPoint(x: 100, y: 200), proposal: .unspecified)
        #expect(leaf.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(leaf.globalFrame == CGRect(x: 115, y: 215, width: 10, height: 10))
        #expect(root.frame == CGRect(x: 100, y: 200, width: 40, height: 40))
    }

    @Test("a subview the layout doesn't place is centered with the container's proposal")
    func unplacedSubviewIsCentered() {
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let child = Tree.leaf(20, 10)
        let node = LayoutNode(layout: PlacesNothing(), children: [child])
        node.layOut(100, 50)
        #expect(child.isPlaced)
        #expect(child.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    @Test("moving a measured spacer into a stack of the other axis measures it again")
    func reparentingSpacer() {
        let spacer = Tree.spacer()
        let horizontal = Tree.hstack(spacer)
        #expect(horizontal.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == CGSize(width: 50, height: 0))
        let vertical = Tree.vstack()
        horizontal.replaceChildren([])
        vertical.replaceChildren([spacer])
        #expect(vertical.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == CGSize(width: 0, height: 50))
    }
}
