import Foundation

/// The layout of `padding(_:)`: the child is proposed the proposal minus the insets and the
/// modifier is the child's size plus the insets.
///
/// `padding()` is 16 points on every edge. Negative insets are allowed and make the result
/// smaller than the child (never below zero); an unspecified proposal stays unspecified, and
/// a proposal smaller than the insets proposes zero.
struct PaddingLayout: UnaryLayout, Equatable {
    /// The default padding amount on each edge.
    static let defaultPadding: CGFloat = 16

    var insets: EdgeInsets

    init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// Padding of `length` (16 when `nil`) on `edges`.
    init(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) {
        insets = EdgeInsets(edges, length ?? Self.defaultPadding)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
    }

    func sizeThatFits<Child: UnaryLayoutChild>(proposal: ProposedViewSize, child: Child) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: Swift.max(0, size.width + insets.horizontal),
                      height: Swift.max(0, size.height + insets.vertical))
    }

    func childPlacement<Child: UnaryLayoutChild>(in size: CGSize, proposal: ProposedViewSize, child: Child)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
    }
}
