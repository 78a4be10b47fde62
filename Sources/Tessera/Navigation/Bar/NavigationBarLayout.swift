import Foundation

/// The row of a navigation bar: leading items, the principal item (the inline title), trailing
/// items. The principal item is centered in the bar when it fits between the others, else in
/// the room they leave; the leading and trailing items keep their ideal widths.
struct NavigationBarLayout: Layout, Equatable {
    /// The bar's height.
    var height: CGFloat
    /// The room kept between the principal item and the others.
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width + spacing }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let height = ProposedViewSize(width: nil, height: bounds.height)
        let leading = subviews[0].sizeThatFits(height)
        let trailing = subviews[2].sizeThatFits(height)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(leading))
        subviews[2].place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: ProposedViewSize(trailing))
        // Centered in the bar if it fits there, else in the room between the sides.
        let side = max(leading.width, trailing.width) + spacing
        let centeredRoom = max(bounds.width - 2 * side, 0)
        let principalIdeal = subviews[1].sizeThatFits(height)
        if principalIdeal.width <= centeredRoom {
            subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: ProposedViewSize(width: centeredRoom, height: bounds.height))
        } else {
            let minX = bounds.minX + leading.width + spacing
            let room = max(bounds.maxX - trailing.width - spacing - minX, 0)
            subviews[1].place(at: CGPoint(x: minX + room / 2, y: bounds.midY), anchor: .center,
                              proposal: ProposedViewSize(width: room, height: bounds.height))
        }
    }
}
