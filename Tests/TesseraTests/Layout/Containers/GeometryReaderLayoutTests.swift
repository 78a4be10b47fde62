import Foundation
import Testing
@testable import Tessera

@Suite("GeometryReaderLayout") @MainActor
struct GeometryReaderLayoutTests {
    @Test("a reader takes the proposal, 10 when unspecified, and places content at its top-leading corner")
    func takesProposal() {
        let content = Tree.leaf(20, 20)
        let reader = LayoutNode(layout: GeometryReaderLayout(), children: [content])
        let root = Tree.vstack(spacing: 0, Tree.leaf(100, 30), reader)
        root.layOut(100, 200)
        #expect(reader.frame == CGRect(x: 0, y: 30, width: 100, height: 170))
        #expect(content.frame.origin == .zero)
        #expect(reader.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    }

    @Test("the placement hook sees the final frame and can rebuild the content before it is placed")
    func placementHook() {
        let reader = LayoutNode(layout: GeometryReaderLayout(), children: [])
        var seen: [CGRect] = []
        reader.onPlacement = { node in
            seen.append(node.globalFrame)
            let size = node.globalFrame.size
            node.replaceChildren([Tree.leaf(size.width / 2, size.height / 2, "half")])
        }
        let root = Tree.vstack(spacing: 0, Tree.leaf(100, 20), reader)
        root.layOut(100, 120)
        #expect(seen == [CGRect(x: 0, y: 20, width: 100, height: 100)])
        #expect(reader.children.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("a change inside a reader doesn't invalidate the reader's ancestors")
    func changeInsideReaderStopsAtReader() {
        let content = Tree.leaf(20, 20)
        let reader = LayoutNode(layout: GeometryReaderLayout(), children: [content])
        let root = Tree.vstack(reader)
        root.layOut(100, 100)
        let rootEvaluations = root.sizeThatFitsEvaluations
        content.setLeafSizing(.fixed(CGSize(width: 30, height: 30)))
        root.layOut(100, 100)
        #expect(root.sizeThatFitsEvaluations == rootEvaluations)
        #expect(content.frame.size == CGSize(width: 30, height: 30))
    }
}
