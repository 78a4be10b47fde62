import Foundation
import Testing
@testable import Tessera

@Suite("LayoutNode invalidation") @MainActor
struct LayoutNodeInvalidationTests {
    @Test("two successive changes to a leaf each reach its ancestors")
    func successiveChanges() {
        let leaf = Tree.leaf(10, 10)
        let stack = Tree.hstack(spacing: 0, leaf.padded(5), Tree.leaf(10, 10))
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 30)
        leaf.setLeafSizing(.fixed(CGSize(width: 20, height: 10)))
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 40)
        leaf.setLeafSizing(.fixed(CGSize(width: 30, height: 10)))
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 50)
    }

    @Test("switching a container's stack axis measures its spacers again")
    func orientationChange() {
        let spacer = Tree.spacer()
        let container = LayoutNode(layout: AnyLayout(HStackLayout(spacing: 0)), children: [Tree.leaf(10, 10), spacer])
        container.layOut(100, 100)
        #expect(spacer.frame.size == CGSize(width: 90, height: 0))
        container.setLayout(AnyLayout(VStackLayout(spacing: 0)))
        container.layOut(100, 100)
        #expect(spacer.frame.size == CGSize(width: 0, height: 90))
    }

    @Test("a spacing change under a modifier re-measures the stack that reads it")
    func spacingThroughModifier() {
        let leaf = Tree.leaf(10, 10)
        let stack = Tree.hstack(leaf.padded(0), Tree.leaf(10, 10))
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 28)
        leaf.spacingOverride = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 20)
        stack.layOut(nil, nil)
        #expect(stack.frame.width == 40)
    }

    /// A deterministic pseudo-random generator (a linear congruential generator).
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func randomTree(_ random: inout Generator, depth: Int, leaves: inout [LayoutNode]) -> LayoutNode {
        if depth == 0 || random.next(4) == 0 {
            let leaf: LayoutNode
            switch random.next(4) {
            case 0: leaf = Tree.rectangle()
            case 1: leaf = Tree.spacer()
            case 2: leaf = Tree.text(["Hi", "Hello world", "A longer line of text"][random.next(3)], size: 12)
            default: leaf = Tree.leaf(CGFloat(5 + random.next(40)), CGFloat(5 + random.next(40)))
            }
            leaves.append(leaf)
            return leaf
        }
        let children = (0..<(1 + random.next(3))).map { _ in randomTree(&random, depth: depth - 1, leaves: &leaves) }
        switch random.next(6) {
        case 0: return LayoutNode(layout: HStackLayout(), children: children)
        case 1: return LayoutNode(layout: VStackLayout(alignment: .leading), children: children)
        case 2: return LayoutNode(layout: ZStackLayout(), children: children)
        case 3: return LayoutNode(layout: PaddingLayout(.all, CGFloat(random.next(10))), children: [children[0]])
        case 4: return LayoutNode(layout: FlexibleFrameLayout(maxWidth: CGFloat(20 + random.next(100))), children: [children[0]])
        default: return LayoutNode(layout: FixedSizeLayout(horizontal: true, vertical: false), children: [children[0]])
        }
    }

    private func frames(_ node: LayoutNode) -> [CGRect] {
        [node.globalFrame] + node.children.flatMap(frames)
    }

    @Test("after random changes, cached layout equals layout from scratch", arguments: 0..<20)
    func cachedEqualsFresh(seed: Int) {
        var random = Generator(state: UInt64(seed) &+ 12345)
        var leaves: [LayoutNode] = []
        let root = randomTree(&random, depth: 4, leaves: &leaves)
        root.layOut(300, 200)
        for _ in 0..<10 {
            let leaf = leaves[random.next(leaves.count)]
            switch random.next(4) {
            case 0: leaf.setLeafSizing(.fixed(CGSize(width: CGFloat(random.next(60)), height: CGFloat(random.next(60)))))
            case 1: leaf.layoutPriority = Double(random.next(3))
            case 2: leaf.spacingOverride = random.next(2) == 0 ? nil : .zero
            default: leaf.setLeafSizing(.flexible)
            }
            if random.next(2) == 0 { root.layOut(300, 200) }
        }
        root.layOut(300, 200)
        let cached = frames(root)
        root.invalidateSubtree()
        root.layOut(300, 200)
        #expect(frames(root) == cached)
    }
}
