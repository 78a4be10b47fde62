import Foundation

/// Where text that doesn't fit is cut and replaced with an ellipsis ("…").
///
/// The view layer exposes these cases as `Text.TruncationMode`.
package enum TextTruncation: Hashable, CaseIterable, Sendable {
    /// Truncate at the beginning of the line.
    case head
    /// Truncate at the end of the line.
    case tail
    /// Truncate in the middle of the line.
    case middle
}
