import Foundation

/// An explicit alignment query a parent made of a layout node: a guide at a proposal.
struct AlignmentQuery: Hashable {
    let key: AlignmentKey
    let proposal: ProposedViewSize
}

/// What a layout node answered its parent before its content changed: its sizes by proposal,
/// its explicit alignment values, its spacing preferences and explicit guides, and whether it
/// is a spacer.
///
/// The parent's measurements were made from these answers. When the node, measured again,
/// gives the same answers to the same questions, the parent's measurements still hold and the
/// parent keeps them (a text whose new string has the same size doesn't make its stack
/// arrange again); see ``LayoutNode/contentDidChange()``.
///
/// A class: a node holds its previous answers only between a change and its parent's check, and
/// a reference keeps that field one word in every node (a struct made each node some 300 bytes
/// bigger and slower to initialize).
final class MeasuredAnswers {
    let sizes: InlineProposalCache<ProposedViewSize, CGSize>
    let alignments: ProposalCache<AlignmentQuery, CGFloat?>
    let spacing: ViewSpacing?
    let explicitGuides: ExplicitGuides?
    let isSpacer: Bool

    init(sizes: InlineProposalCache<ProposedViewSize, CGSize>, alignments: ProposalCache<AlignmentQuery, CGFloat?>,
         spacing: ViewSpacing?, explicitGuides: ExplicitGuides?, isSpacer: Bool) {
        self.sizes = sizes
        self.alignments = alignments
        self.spacing = spacing
        self.explicitGuides = explicitGuides
        self.isSpacer = isSpacer
    }

    /// Whether `node` answers every recorded question as before (measuring it where needed).
    @MainActor
    func hold(for node: LayoutNode) -> Bool {
        if node.isSpacer != isSpacer { return false }
        if let explicitGuides, !node.explicitGuides.isSame(as: explicitGuides) { return false }
        if let spacing, !node.resolvedSpacing.isSame(as: spacing) { return false }
        if !sizes.allSatisfy({ proposal, size in node.sizeThatFits(proposal) == size }) { return false }
        return alignments.allSatisfy { query, value in node.explicitAlignment(query.key, at: query.proposal) == value }
    }

    /// Whether `node`, which doesn't answer as before (``hold(for:)``), still answers a stack
    /// along `axis` as before: the same spacer flag, spacing and explicit guides, and the same length along
    /// `axis` at every recorded proposal — only its lengths across may have changed, so a
    /// stack's distribution of its length holds (see ``LayoutNode`` and
    /// `StackLayoutAlgorithm.rearrangedAcross`).
    @MainActor
    func holdAlong(_ axis: Axis, for node: LayoutNode) -> Bool {
        // The stack keeps its spacing and explicit guides, so both must have been asked and be the same.
        guard let spacing, let explicitGuides, node.isSpacer == isSpacer, node.resolvedSpacing.isSame(as: spacing),
              node.explicitGuides.isSame(as: explicitGuides) else { return false }
        return sizes.allSatisfy { proposal, size in node.sizeThatFits(proposal)[axis] == size[axis] }
    }
}

extension ViewSpacing {
    /// Whether both prefer the same distances on every edge.
    func isSame(as other: ViewSpacing) -> Bool {
        top == other.top && leading == other.leading && bottom == other.bottom && trailing == other.trailing
            && isFlexibleSpace == other.isFlexibleSpace
    }
}
