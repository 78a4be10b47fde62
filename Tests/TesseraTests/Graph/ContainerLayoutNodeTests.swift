import Testing
@_spi(Testing) @testable import Tessera

/// A layout of no built-in type (made by the generic path).
private struct Diagonal: Layout, Equatable {
    var step: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: step * CGFloat(subviews.count), height: step * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
@Suite("Container layout nodes")
struct ContainerLayoutNodeTests {
    /// The layout a node made from `layout` (given as an existential) holds, if it is an `L`.
    private func heldLayout<L: Layout>(_ layout: L) -> L? {
        let node = LayoutNode.container(anyLayout: layout as any Layout, labelType: EmptyView.self)
        guard !node.isLeaf, case .container(let box) = node.content else { return nil }
        return box.anyValue as? L
    }

    @Test("a node made from an existential layout holds that layout, of its own type, for the built-in types and others")
    func holdsItsLayout() {
        #expect(heldLayout(HStackLayout(alignment: .top, spacing: 3)) == HStackLayout(alignment: .top, spacing: 3))
        #expect(heldLayout(VStackLayout(alignment: .leading, spacing: 5)) == VStackLayout(alignment: .leading, spacing: 5))
        #expect(heldLayout(ZStackLayout(alignment: .bottomTrailing)) == ZStackLayout(alignment: .bottomTrailing))
        #expect(heldLayout(FixedFrameLayout(width: 40, height: 20, alignment: .topLeading))
            == FixedFrameLayout(width: 40, height: 20, alignment: .topLeading))
        #expect(heldLayout(FlexibleFrameLayout(minWidth: 10, maxWidth: 90)) == FlexibleFrameLayout(minWidth: 10, maxWidth: 90))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(heldLayout(PaddingLayout(insets: insets)) == PaddingLayout(insets: insets))
        #expect(heldLayout(PassthroughLayout()) == PassthroughLayout())
        #expect(heldLayout(OverlayLayout(alignment: .top)) == OverlayLayout(alignment: .top))
        #expect(heldLayout(Diagonal(step: 7)) == Diagonal(step: 7))
    }

    @Test("a node made from an existential stack lays its children out as one made from the stack's type")
    func laysOutAsTheTypedNode() {
        func frames(of node: LayoutNode) -> [CGRect] {
            node.replaceChildren([LayoutNode(leaf: .fixed(CGSize(width: 10, height: 20))),
                                  LayoutNode(leaf: .fixed(CGSize(width: 30, height: 5)))])
            _ = node.sizeThatFits(ProposedViewSize(width: 200, height: 100))
            node.place(at: .zero, proposal: ProposedViewSize(width: 200, height: 100))
            return node.children.map(\.frame)
        }
        let layout = HStackLayout(alignment: .bottom, spacing: 4)
        let fromExistential = frames(of: LayoutNode.container(anyLayout: layout, labelType: EmptyView.self))
        #expect(fromExistential == frames(of: LayoutNode(layout: layout)))
        #expect(fromExistential == [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 14, y: 15, width: 30, height: 5)])
    }
}
