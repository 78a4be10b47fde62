import Foundation

/// The layout of a `GridRow`: a row of cells whose columns a ``GridLayout`` parent sizes and
/// places.
///
/// Inside a grid, the grid measures and places the row's cells itself. Outside a grid, a row
/// lays out its cells as a horizontal stack.
struct GridRowLayout: Layout, Equatable {
    /// The vertical alignment of the row's cells, or `nil` for the grid's.
    var alignment: VerticalAlignment?

    init(alignment: VerticalAlignment? = nil) {
        self.alignment = alignment
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
