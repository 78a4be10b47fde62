import Foundation

/// A modifier's layout: one child, placed somewhere inside (or around) the modifier's bounds.
///
/// A conforming layout says how big it is and where its child goes; placement, explicit
/// alignment guides (the child's, moved by the child's offset) and spacing (the child's)
/// follow from that. Traits pass through (``ForwardsChildTraits``).
protocol UnaryLayout: Layout, ForwardsChildTraits, ExplicitAlignmentFromSubviews where Cache == Void {
    /// The modifier's size for `proposal`, given its child.
    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> CGSize

    /// Where the child's top-leading corner goes, relative to the modifier's top-leading
    /// corner, and the proposal it is placed with, when the modifier is `size` for `proposal`.
    func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview)
        -> (origin: CGPoint, proposal: ProposedViewSize)
}

extension UnaryLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return sizeThatFits(proposal: proposal, child: child)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let placement = childPlacement(in: bounds.size, proposal: proposal, child: child)
        child.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                    anchor: .topLeading, proposal: placement.proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let placement = childPlacement(in: bounds.size, proposal: proposal, child: child)
        return child.dimensions(in: placement.proposal)[explicit: guide].map { bounds.minX + placement.origin.x + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let placement = childPlacement(in: bounds.size, proposal: proposal, child: child)
        return child.dimensions(in: placement.proposal)[explicit: guide].map { bounds.minY + placement.origin.y + $0 }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}

/// Where a child of `childDimensions` goes inside a box of `size` so that their `alignment`
/// guides coincide: the box's guide is its default value (for example, half its width for
/// `.center`), the child's guide its explicit value if any.
func alignedOrigin(of childDimensions: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    let box = ViewDimensions(size: size)
    return CGPoint(x: box[alignment.horizontal] - childDimensions[alignment.horizontal],
                   y: box[alignment.vertical] - childDimensions[alignment.vertical])
}
