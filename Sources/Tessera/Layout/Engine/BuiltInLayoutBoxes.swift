import Foundation

// Boxes for the built-in layouts that most layout nodes have: their overrides run
// ``LayoutBox``'s measurement specialized for the layout type (see ``LayoutBox``), where a
// box made from an existential layout would run generic code on every measurement.

extension LayoutBox {
    /// A box for `value`: a built-in layout's own box, else the generic one.
    static func make(_ value: L) -> LayoutBox<L> {
        func box<B: Layout>(_ type: B.Type, _ make: (B) -> LayoutBox<B>) -> LayoutBox<L>? {
            guard L.self == B.self else { return nil }
            return unsafeBitCast(make(unsafeBitCast(value, to: B.self)), to: LayoutBox<L>.self)
        }
        return box(HStackLayout.self, HStackLayoutBox.init)
            ?? box(VStackLayout.self, VStackLayoutBox.init)
            ?? box(ZStackLayout.self, ZStackLayoutBox.init)
            ?? box(FixedFrameLayout.self, FixedFrameLayoutBox.init)
            ?? box(FlexibleFrameLayout.self, FlexibleFrameLayoutBox.init)
            ?? box(PaddingLayout.self, PaddingLayoutBox.init)
            ?? box(OverlayLayout.self, OverlayLayoutBox.init)
            ?? LayoutBox(value)
    }
}

// Each box below is the same three overrides for its layout type: the type is what makes
// the compiler specialize the inlined bodies.

@MainActor
private final class HStackLayoutBox: LayoutBox<HStackLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class VStackLayoutBox: LayoutBox<VStackLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class ZStackLayoutBox: LayoutBox<ZStackLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class FixedFrameLayoutBox: LayoutBox<FixedFrameLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class FlexibleFrameLayoutBox: LayoutBox<FlexibleFrameLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class PaddingLayoutBox: LayoutBox<PaddingLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}

@MainActor
private final class OverlayLayoutBox: LayoutBox<OverlayLayout> {
    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }
    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }
}
