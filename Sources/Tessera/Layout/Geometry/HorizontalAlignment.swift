import Foundation

/// An alignment position along the horizontal axis.
///
/// Use horizontal alignment guides to tell a container such as a ``VStackLayout`` how to
/// position its subviews relative to one another.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    /// A guide marking the leading edge of a list row's separator.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingAlignment.self)
    /// A guide marking the trailing edge of a list row's separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingAlignment.self)

    /// Merges a sequence of explicit alignment values produced by this instance.
    ///
    /// Returns `nil` when none of the values is non-`nil`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }
}
