import Foundation
import Testing
@testable import Tessera

@Suite("GridLayout") @MainActor
struct GridLayoutTests {
    private func row(_ cells: LayoutNode..., alignment: VerticalAlignment? = nil) -> LayoutNode {
        LayoutNode(layout: GridRowLayout(alignment: alignment), children: cells, label: "GridRow")
    }

    @Test("columns are as wide as their widest cell and rows as tall as their tallest")
    func columnsAndRows() {
        let a = Tree.leaf(30, 10), b = Tree.leaf(50, 20)
        let c = Tree.leaf(60, 15), d = Tree.leaf(10, 10)
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 5, verticalSpacing: 4),
                              children: [row(a, b), row(c, d)])
        grid.layOut(nil, nil)
        #expect(grid.frame.size == CGSize(width: 115, height: 39))
        // Column 0 is 60 wide, column 1 starts at 65 and is 50 wide; rows are 20 and 15 tall.
        #expect(a.globalFrame.origin == CGPoint(x: 15, y: 5))
        #expect(b.globalFrame.origin == CGPoint(x: 65, y: 0))
        #expect(c.globalFrame.origin == CGPoint(x: 0, y: 24))
        #expect(d.globalFrame.origin == CGPoint(x: 85, y: 26.5))
    }

    @Test("a column alignment and a row alignment position cells within them")
    func alignments() {
        let a = Tree.leaf(30, 10), b = Tree.leaf(50, 20)
        let c = Tree.leaf(60, 15), d = Tree.leaf(10, 10)
        a.setLayoutValue(HorizontalAlignment.leading, for: GridColumnAlignmentKey.self)
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 0, verticalSpacing: 0),
                              children: [row(a, b, alignment: .top), row(c, d)])
        grid.layOut(nil, nil)
        #expect(a.globalFrame.origin == CGPoint(x: 0, y: 0))
        #expect(b.globalFrame.origin == CGPoint(x: 60, y: 0))
    }

    @Test("a cell spanning columns gets their widths and the spacing between them")
    func spanningCell() {
        let wide = Tree.rectangle()
        wide.setLayoutValue(2, for: GridCellColumnsKey.self)
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 8, verticalSpacing: 0),
                              children: [row(Tree.leaf(40, 10), Tree.leaf(60, 10)), row(wide)])
        grid.layOut(nil, nil)
        #expect(wide.frame.size.width == 108)
    }

    @Test("a view that isn't a row spans every column; unsized it doesn't widen the grid")
    func fullWidthChild() {
        let divider = Tree.divider()
        divider.setLayoutValue(.horizontal, for: GridCellUnsizedAxesKey.self)
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 10, verticalSpacing: 0),
                              children: [row(Tree.leaf(40, 10), Tree.leaf(60, 10)), divider])
        grid.layOut(500, nil)
        #expect(grid.frame.size == CGSize(width: 110, height: 11))
        #expect(divider.frame == CGRect(x: 0, y: 10, width: 110, height: 1))
    }

    @Test("flexible cells share the proposed width")
    func flexibleCells() {
        let a = Tree.rectangle(), b = Tree.rectangle()
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 10, verticalSpacing: 0), children: [row(a, b)])
        grid.layOut(210, 40)
        #expect(a.frame.width == 100)
        #expect(b.globalFrame.minX == 110)
    }
}
