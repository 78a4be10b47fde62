import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// The other axis.
    var crossAxis: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Axis: CustomStringConvertible {
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension Axis.Set {
    /// Creates a set that contains `axis`.
    init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
}
