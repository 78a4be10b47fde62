import Foundation

extension Font {
    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}
