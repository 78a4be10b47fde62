import Foundation

/// A type that you use to create custom alignment guides.
///
/// Every built-in alignment guide that ``VerticalAlignment`` or ``HorizontalAlignment``
/// defines as a static property, like `leading` or `top`, has a unique alignment identifier
/// type that produces the default offset for that guide. To create a custom alignment
/// guide, define your own type that conforms to this protocol and implements
/// ``defaultValue(in:)``:
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not
    /// otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension AlignmentID {
    /// Folds the explicit value of one child (the `n`-th with a value) into a container's value.
    ///
    /// Text baselines take the topmost (first) or bottommost (last) child's value, a list row
    /// separator's leading (trailing) edge the leading-most (trailing-most) child's; every
    /// other guide takes the average of the children's explicit values.
    static func combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard let current = parentValue else {
            parentValue = childValue
            return
        }
        if self == FirstTextBaselineAlignment.self || self == ListRowSeparatorLeadingAlignment.self {
            parentValue = Swift.min(current, childValue)
        } else if self == LastTextBaselineAlignment.self || self == ListRowSeparatorTrailingAlignment.self {
            parentValue = Swift.max(current, childValue)
        } else {
            parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
        }
    }
}

// The built-in guides.

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum ListRowSeparatorLeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum ListRowSeparatorTrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its first baseline at its bottom edge.
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its last baseline at its bottom edge.
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
