import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing

    /// The fraction of the free width that goes before a line.
    package var lineOffsetFraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
