import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// A view prefers some distance to its neighbour on each edge; the distance between two
/// adjacent views is the larger of the two facing preferences, the smallest distance that
/// satisfies both.
///
/// Tessera's spacing model:
/// - An ordinary view, including text, prefers 8 points on every edge (``ViewSpacing/init()``).
/// - A `Spacer` takes the place of spacing: the distance between a spacer and any neighbour is
///   zero, so `HStack { a; Spacer(); b }` leaves exactly the spacer's length between `a` and `b`.
///   (SwiftUI behaves the same way: a spacer's minimum length replaces the default spacing.)
/// - A stack's own preferences are the union of its first and last subviews' preferences on
///   its leading and trailing edges (top and bottom for a vertical stack), and of all its
///   subviews' preferences on the other edges.
///
/// Differs from SwiftUI: SwiftUI varies the default distance by the kinds of the adjacent
/// views (for example, text to text along the vertical axis depends on the fonts' leading) and
/// by platform; Tessera uses 8 points between any two non-spacer views.
public struct ViewSpacing: Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat
    /// Whether this is a spacer's preference, which absorbs the spacing to its neighbours.
    var isFlexibleSpace: Bool

    /// The distance between two ordinary adjacent views.
    static let defaultDistance: CGFloat = 8

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0, isFlexibleSpace: false)

    /// The spacing preferences of a `Spacer`.
    static let flexibleSpace = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0, isFlexibleSpace: true)

    /// Initializes an instance with default spacing values.
    public init() {
        self.init(top: Self.defaultDistance, leading: Self.defaultDistance,
                  bottom: Self.defaultDistance, trailing: Self.defaultDistance, isFlexibleSpace: false)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, isFlexibleSpace: Bool = false) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.isFlexibleSpace = isFlexibleSpace
    }

    /// Merges the spacing preferences of another spacing instance with this
    /// instance for a specified set of edges.
    ///
    /// Each merged edge takes the greater of the two values.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
        isFlexibleSpace = isFlexibleSpace && other.isFlexibleSpace
    }

    /// Gets a new value that merges the spacing preferences of another spacing
    /// instance with this instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Gets the preferred spacing distance along the specified axis to the view
    /// that returns a specified spacing preference.
    ///
    /// Call this on the first view's preferences, with the next view's preferences: along
    /// `.horizontal` it compares this view's trailing edge with the next view's leading edge,
    /// along `.vertical` this view's bottom edge with the next view's top edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if isFlexibleSpace || next.isFlexibleSpace { return 0 }
        switch axis {
        case .horizontal: return Swift.max(trailing, next.leading)
        case .vertical: return Swift.max(bottom, next.top)
        }
    }
}
