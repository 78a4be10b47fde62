import Foundation
import Testing
@testable import Tessera

/// The engine runs padding, frames and pass-through wrappers on the node's child directly
/// (``DirectUnaryLayout``); the same layouts behind `AnyLayout` run through `LayoutSubviews`.
/// Both must give the same sizes, frames, guides and spacing.
@Suite("DirectUnaryLayout") @MainActor
struct DirectUnaryLayoutTests {
    /// A text inside `layout`, with the wrapper node and its child.
    private static func wrapped(_ layout: some Layout, erased: Bool) -> (wrapper: LayoutNode, child: LayoutNode) {
        let child = Tree.text("Lorem ipsum dolor sit amet, consectetur")
        let wrapper = erased
            ? LayoutNode(layout: AnyLayout(layout), children: [child])
            : LayoutNode(layout: layout, children: [child])
        return (wrapper, child)
    }

    private static let layouts: [any Layout] = [
        PaddingLayout(insets: EdgeInsets(top: 3, leading: 7, bottom: 11, trailing: 5)),
        FixedFrameLayout(width: 90, alignment: .bottomTrailing),
        FixedFrameLayout(width: 120, height: 70, alignment: .topLeading),
        FlexibleFrameLayout(minWidth: 40, maxWidth: 150, maxHeight: .infinity, alignment: .leading),
        FlexibleFrameLayout(idealWidth: 60, alignment: .trailing),
        PassthroughLayout(),
    ]

    private static let proposals: [ProposedViewSize] = [
        ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 30, height: 100),
        .unspecified, .zero, ProposedViewSize(width: .infinity, height: 40), ProposedViewSize(width: nil, height: 20),
    ]

    /// Whether two spacings keep the same distances to a default view on both axes, both ways.
    private static func sameSpacing(_ lhs: ViewSpacing, _ rhs: ViewSpacing) -> Bool {
        [Axis.horizontal, .vertical].allSatisfy { axis in
            lhs.distance(to: ViewSpacing(), along: axis) == rhs.distance(to: ViewSpacing(), along: axis)
                && ViewSpacing().distance(to: lhs, along: axis) == ViewSpacing().distance(to: rhs, along: axis)
        }
    }

    @Test("a built-in modifier run directly measures, places and aligns as through LayoutSubviews")
    func directMatchesProtocolPath() {
        for layout in Self.layouts {
            for proposal in Self.proposals {
                let direct = Self.wrapped(layout, erased: false)
                let erased = Self.wrapped(layout, erased: true)
                #expect(direct.wrapper.sizeThatFits(proposal) == erased.wrapper.sizeThatFits(proposal))
                direct.wrapper.place(at: CGPoint(x: 10, y: 20), proposal: proposal)
                erased.wrapper.place(at: CGPoint(x: 10, y: 20), proposal: proposal)
                #expect(direct.child.globalFrame == erased.child.globalFrame, "\(layout) at \(proposal)")
                #expect(direct.wrapper.globalFrame == erased.wrapper.globalFrame)
                let baseline = VerticalAlignment.firstTextBaseline.key
                #expect(direct.wrapper.explicitAlignment(baseline, at: proposal)
                        == erased.wrapper.explicitAlignment(baseline, at: proposal))
                #expect(Self.sameSpacing(direct.wrapper.resolvedSpacing, erased.wrapper.resolvedSpacing))
            }
        }
    }

    @Test("a padded text's first baseline is the text's, moved down by the top inset")
    func paddedBaseline() {
        let text = Tree.text("Hello")
        let padded = text.padded(EdgeInsets(top: 9, leading: 0, bottom: 0, trailing: 0))
        let proposal = ProposedViewSize(width: 200, height: 100)
        let baseline = VerticalAlignment.firstTextBaseline.key
        let textBaseline = text.explicitAlignment(baseline, at: ProposedViewSize(width: 200, height: 91))
        #expect(textBaseline != nil)
        #expect(padded.explicitAlignment(baseline, at: proposal) == textBaseline.map { $0 + 9 })
    }

    @Test("a modifier without a child is empty")
    func noChild() {
        let frame = LayoutNode(layout: FlexibleFrameLayout(minWidth: 10), children: [])
        #expect(frame.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == .zero)
        let padding = LayoutNode(layout: PaddingLayout(.all, 4), children: [])
        #expect(padding.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == .zero)
        #expect(Self.sameSpacing(padding.resolvedSpacing, .zero))
    }

    @Test("a priority and a spacer pass through a modifier run directly")
    func traitsPassThrough() {
        let spacer = Tree.spacer().padded(2)
        #expect(spacer.isSpacer)
        let prioritized = Tree.leaf(10, 10).withPriority(3).framed(width: 20)
        #expect(prioritized.resolvedLayoutPriority == 3)
        let plain = Tree.leaf(10, 10).framed(width: 20)
        #expect(plain.resolvedLayoutPriority == 0)
        #expect(!plain.isSpacer)
    }
}
