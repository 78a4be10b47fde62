/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set containing only the leading edge.
        public static let leading = Set(rawValue: 1)
        /// A set containing only the trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// A set containing both edges.
        public static let all: Set = [.leading, .trailing]
        /// Creates an instance containing just `edge`.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
