import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// This layout container behaves like an `HStack`, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``. The
/// distribution of width among the subviews is described on `StackLayoutAlgorithm`.
public struct HStackLayout: Layout, Equatable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment

    /// The distance between adjacent subviews, or `nil` to use each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = Void

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.arrange(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}
