import Foundation

/// An alignment position along the vertical axis.
///
/// Use vertical alignment guides to tell a container such as an ``HStackLayout`` how to
/// position its subviews relative to one another.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopAlignment.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// A guide that marks the top-most text baseline in a view.
    ///
    /// A view without text reports its bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// A guide that marks the bottom-most text baseline in a view.
    ///
    /// A view without text reports its bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

    /// Merges a sequence of explicit alignment values produced by this instance.
    ///
    /// Returns `nil` when none of the values is non-`nil`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }
}
