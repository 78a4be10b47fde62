import Foundation

/// The layout of `GeometryReader`: it takes the whole proposal and places its content at
/// its top-leading corner, proposing the content its full size.
///
/// An unspecified dimension becomes 10 points
/// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``), as SwiftUI's reader reports
/// in an ideal-size context. The reader's size never depends on its content, so a change in
/// the content doesn't invalidate the reader's ancestors. To rebuild the content with the
/// reader's size, the view layer sets ``LayoutNode/onPlacement`` on the reader's node: it is
/// called with the node (its ``LayoutNode/frame`` and ``LayoutNode/globalFrame`` set) before
/// the content is placed, and may replace the node's children.
struct GeometryReaderLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
