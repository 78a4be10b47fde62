import Foundation

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = Edge.Set

        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
