import Foundation

/// A modifier's layout: one child, placed somewhere inside (or around) the modifier's bounds.
///
/// A conforming layout says how big it is and where its child goes; placement, explicit
/// alignment guides (the child's, moved by the child's offset) and spacing (the child's)
/// follow from that. Traits pass through (``ForwardsChildTraits``).
protocol UnaryLayout: Layout, ForwardsChildTraits, ExplicitAlignmentFromSubviews where Cache == Void {
    /// The modifier's size for `proposal`, given its child.
    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize

    /// Where the child's top-leading corner goes, relative to the modifier's top-leading
    /// corner, and the proposal it is placed with, when the modifier is `size` for `proposal`.
    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize)
}

extension UnaryLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return sizeThatFits(proposal: proposal, child: child)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeChild(child, in: bounds, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        return explicitAlignment(guide.key, in: bounds, proposal: proposal, child: child)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        return explicitAlignment(guide.key, in: bounds, proposal: proposal, child: child)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }

    /// Places `child` in `bounds` (the modifier's frame) by ``childPlacement(in:proposal:child:)``.
    func placeChild<Child: UnaryLayoutChild>(_ child: Child, in bounds: CGRect, proposal: ProposedViewSize) {
        let placement = childPlacement(in: bounds.size, proposal: proposal, child: child)
        child.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                    anchor: .topLeading, proposal: placement.proposal)
    }

    /// The child's explicit value for `key`, moved by the child's offset in `bounds`.
    func explicitAlignment<Child: UnaryLayoutChild>(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                                    child: Child) -> CGFloat? {
        let placement = childPlacement(in: bounds.size, proposal: proposal, child: child)
        guard let value = child.dimensions(in: placement.proposal).explicitSource?.value(for: key) else { return nil }
        return key.axis == .horizontal ? bounds.minX + placement.origin.x + value : bounds.minY + placement.origin.y + value
    }
}

/// What a ``UnaryLayout`` asks of its child: a ``LayoutSubview`` when the layout runs through
/// the `Layout` protocol, the node itself (``UnretainedChild``) when the engine runs a built-in
/// modifier directly.
protocol UnaryLayoutChild {
    /// The child's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The child's dimensions and alignment guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
    /// Places the child (see ``LayoutSubview/place(at:anchor:proposal:)``).
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// Where the child, proposed `proposal`, goes inside a box of `size` so that their
    /// `alignment` guides coincide (``alignedOrigin(of:in:alignment:)`` of its dimensions).
    func alignedOrigin(in size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGPoint
}

extension UnaryLayoutChild {
    func alignedOrigin(in size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGPoint {
        Tessera.alignedOrigin(of: dimensions(in: proposal), in: size, alignment: alignment)
    }
}

extension LayoutSubview: UnaryLayoutChild {}

/// Where a child of `childDimensions` goes inside a box of `size` so that their `alignment`
/// guides coincide: the box's guide is its default value (for example, half its width for
/// `.center`), the child's guide its explicit value if any.
func alignedOrigin(of childDimensions: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    let box = ViewDimensions(size: size)
    return CGPoint(x: box[alignment.horizontal] - childDimensions[alignment.horizontal],
                   y: box[alignment.vertical] - childDimensions[alignment.vertical])
}
