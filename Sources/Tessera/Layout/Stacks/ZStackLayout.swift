import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// This layout container behaves like a `ZStack`, but conforms to the ``Layout`` protocol so
/// you can use it in the conditional layouts that you construct with ``AnyLayout``. Every
/// subview is proposed the stack's proposal; the subviews are lined up by `alignment`, and
/// the stack's size is the union of their aligned frames.
public struct ZStackLayout: Layout, Equatable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public typealias Cache = Void

    private struct Arrangement {
        var size: CGSize
        var origins: [CGPoint]
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        guard !subviews.isEmpty else { return Arrangement(size: .zero, origins: []) }
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let guideX = dimensions.map { $0[alignment.horizontal] }
        let guideY = dimensions.map { $0[alignment.vertical] }
        let minX = zip(dimensions, guideX).map { -$1 }.min() ?? 0
        let maxX = zip(dimensions, guideX).map { $0.width - $1 }.max() ?? 0
        let minY = zip(dimensions, guideY).map { -$1 }.min() ?? 0
        let maxY = zip(dimensions, guideY).map { $0.height - $1 }.max() ?? 0
        let origins = dimensions.indices.map { CGPoint(x: -minX - guideX[$0], y: -minY - guideY[$0]) }
        return Arrangement(size: CGSize(width: maxX - minX, height: maxY - minY), origins: origins)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (offset, subview) in subviews.enumerated() {
            let origin = arrangement.origins[offset]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          anchor: .topLeading, proposal: proposal)
        }
    }

    private func explicitValue(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews) -> CGFloat? {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        let values: [CGFloat?] = subviews.enumerated().map { offset, subview in
            guard let value = subview.dimensions(in: proposal).explicitSource?.value(for: key) else { return nil }
            let origin = arrangement.origins[offset]
            return key.axis == .horizontal ? bounds.minX + origin.x + value : bounds.minY + origin.y + value
        }
        return key.combineExplicit(values)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicitValue(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicitValue(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}
