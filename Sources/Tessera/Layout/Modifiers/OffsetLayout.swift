import Foundation

/// The layout of `offset(_:)`/`offset(x:y:)`: the modifier is the child's size, and the child
/// is drawn moved by `offset`.
///
/// The offset moves only the child's placement: the modifier's size and alignment guides are
/// the child's, so neighbours don't move.
struct OffsetLayout: UnaryLayout, Equatable {
    var offset: CGSize

    init(offset: CGSize) {
        self.offset = offset
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: offset.width, y: offset.height), proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }
}
