import Foundation

/// The layout of `overlay(alignment:content:)` and `background(alignment:content:)`.
///
/// The first subview is the primary view: the modifier is its size, and its traits,
/// alignment guides and spacing are the modifier's. Every other subview is proposed exactly
/// that size and positioned by `alignment`. Drawing order (in front of or behind the primary
/// view) is the view layer's business; both modifiers lay out the same way.
struct OverlayLayout: Layout, ForwardsChildTraits, Equatable {
    var alignment: Alignment

    init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        for secondary in subviews.dropFirst() {
            let origin = alignedOrigin(of: secondary.dimensions(in: secondaryProposal), in: bounds.size, alignment: alignment)
            secondary.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                            anchor: .topLeading, proposal: secondaryProposal)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}
