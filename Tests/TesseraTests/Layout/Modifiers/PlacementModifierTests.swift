import Foundation
import Testing
@testable import Tessera

@Suite("Offset, position and overlay layouts") @MainActor
struct PlacementModifierTests {
    @Test("offset moves the child but not the modifier's size or its neighbours")
    func offset() {
        let content = Tree.leaf(30, 30)
        let offset = LayoutNode(layout: OffsetLayout(offset: CGSize(width: 10, height: -5)), children: [content])
        let neighbour = Tree.leaf(30, 30)
        Tree.hstack(spacing: 0, offset, neighbour).layOut(nil, nil)
        #expect(offset.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(content.globalFrame.origin == CGPoint(x: 10, y: -5))
        #expect(neighbour.frame.minX == 30)
    }

    @Test("position takes the whole proposal and centers the child on the point")
    func position() {
        let content = Tree.leaf(20, 10)
        let positioned = LayoutNode(layout: PositionLayout(position: CGPoint(x: 50, y: 40)), children: [content])
        positioned.layOut(200, 100)
        #expect(positioned.frame.size == CGSize(width: 200, height: 100))
        #expect(content.frame.origin == CGPoint(x: 40, y: 35))
    }

    @Test("an overlay is its primary child's size and proposes it to the secondary")
    func overlay() {
        let primary = Tree.leaf(100, 40)
        let secondary = Tree.rectangle()
        let badge = Tree.leaf(10, 10)
        let overlay = LayoutNode(layout: OverlayLayout(alignment: .topTrailing), children: [primary, secondary, badge])
        overlay.layOut(500, 500)
        #expect(overlay.frame.size == CGSize(width: 100, height: 40))
        #expect(secondary.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(badge.frame.origin == CGPoint(x: 90, y: 0))
    }

    @Test("containerRelativeFrame divides the container's length into columns")
    func containerRelativeFrame() {
        let content = Tree.rectangle()
        let relative = LayoutNode(
            layout: ContainerRelativeFrameLayout(axes: .horizontal, count: 3, span: 2, spacing: 10),
            children: [content])
        let root = Tree.vstack(relative)
        root.relativeFrameContainerSize = CGSize(width: 320, height: 480)
        root.layOut(320, 480)
        // (320 − 2·10) / 3 = 100 per column; two columns and one gap: 210.
        #expect(relative.frame.width == 210)
        #expect(content.frame.width == 210)
        root.relativeFrameContainerSize = CGSize(width: 170, height: 480)
        root.layOut(320, 480)
        #expect(relative.frame.width == 110)
    }
}
