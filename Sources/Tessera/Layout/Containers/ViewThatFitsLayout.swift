import Foundation

/// The layout of `ViewThatFits(in:)`: it shows the first subview whose ideal size fits the
/// proposal along the constrained axes, or the last subview when none fits.
///
/// A subview fits when, proposed `nil` along each constrained axis (its ideal size) and the
/// container's proposal along the others, its size is no larger than the proposal along the
/// constrained axes (an unspecified proposal fits anything). The chosen subview is measured
/// and placed with the container's proposal; the others are hidden.
struct ViewThatFitsLayout: Layout, Equatable {
    /// The axes along which a subview must fit.
    var axes: Axis.Set

    init(axes: Axis.Set = [.horizontal, .vertical]) {
        self.axes = axes
    }

    /// The index of the subview to show for `proposal`.
    func chosenIndex(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        var idealProposal = proposal
        if axes.contains(.horizontal) { idealProposal.width = nil }
        if axes.contains(.vertical) { idealProposal.height = nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(idealProposal)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.index(before: subviews.endIndex)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = chosenIndex(for: proposal, subviews: subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subviews[index].hide()
            }
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minX }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minY }
    }
}
