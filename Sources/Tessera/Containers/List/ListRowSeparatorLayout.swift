/// A list row's content with its separator below: the separator starts at the content's
/// `.listRowSeparatorLeading` guide, as in SwiftUI — where the row's first text starts, so a
/// `Label`'s icon (or any image leading an `HStack`) is skipped; a row with no text and no
/// explicit guide starts it at `fallbackLeading` (the row's leading inset). It ends at the
/// `.listRowSeparatorTrailing` guide, by default the row's trailing edge. Content moves it with
/// `.alignmentGuide(.listRowSeparatorLeading) { d in … }`.
///
/// Subviews: the content, then (optionally) the separator, stacked with no spacing. `Equatable`,
/// so a row evaluated again with the same inset keeps its measurements.
struct ListRowSeparatorLayout: Layout, Equatable {
    /// Where the separator starts when the content has no explicit leading guide.
    var fallbackLeading: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let separatorHeight = separatorHeight(subviews, width: proposal.width)
        let size = content.sizeThatFits(contentProposal(proposal, separatorHeight: separatorHeight))
        return CGSize(width: size.width, height: size.height + separatorHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let separatorHeight = separatorHeight(subviews, width: bounds.width)
        let contentProposal = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - separatorHeight))
        content.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal)
        guard subviews.count > 1 else { return }
        let edges = edges(of: content.dimensions(in: contentProposal), width: bounds.width)
        subviews[1].place(at: CGPoint(x: bounds.minX + edges.leading, y: bounds.maxY - separatorHeight), anchor: .topLeading,
                          proposal: ProposedViewSize(width: edges.trailing - edges.leading, height: separatorHeight))
    }

    /// Where the separator starts and ends in a row of `width` whose content has `dimensions`.
    func edges(of dimensions: ViewDimensions, width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let leading = min(max(0, dimensions[explicit: .listRowSeparatorLeading] ?? fallbackLeading), width)
        let trailing = min(max(leading, dimensions[explicit: .listRowSeparatorTrailing] ?? width), width)
        return (leading, trailing)
    }

    private func separatorHeight(_ subviews: Subviews, width: CGFloat?) -> CGFloat {
        subviews.count > 1 ? subviews[1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height : 0
    }

    private func contentProposal(_ proposal: ProposedViewSize, separatorHeight: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - separatorHeight) })
    }
}
