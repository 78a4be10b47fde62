extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the
    /// subscription.
    ///
    /// Demand is never negative: arithmetic that would go below zero gives `.none`, and
    /// arithmetic that would overflow, or involves `.unlimited` on the left, gives `.unlimited`.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The number of items, with `UInt.max` meaning unlimited.
        private let rawValue: UInt

        private init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: .max)

        /// A request for no elements from the publisher.
        ///
        /// This is equivalent to `Demand.max(0)`.
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements.
        ///
        /// - Precondition: `value` is not negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// Returns the number of requested values, or `nil` if unlimited.
        public var max: Int? {
            rawValue == .max ? nil : Int(rawValue)
        }

        public var description: String {
            rawValue == .max ? "unlimited" : "max(\(rawValue))"
        }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(UInt.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The demand for a possibly negative count, clamped at zero.
        private static func clamped(_ value: Int) -> Demand {
            Demand(rawValue: UInt(Swift.max(0, value)))
        }

        /// Compares a demand with a count: negative, zero or positive as the demand is less
        /// than, equal to or greater than the count. Unlimited is greater than every count.
        private static func compare(_ demand: Demand, _ count: Int) -> Int {
            if count < 0 || demand.rawValue > UInt(count) { return 1 }
            return demand.rawValue == UInt(count) ? 0 : -1
        }

        // MARK: Arithmetic

        /// Returns the result of adding two demands; anything plus unlimited is unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum == .max ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Returns the result of adding a count to a demand; a negative count subtracts.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - clamped(-rhs) : lhs + clamped(rhs)
        }

        /// Adds a count to a demand, and assigns the result to the demand.
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// Returns the result of multiplying a demand by a count; unlimited stays unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs <= 0 { return .none }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product == .max ? .unlimited : Demand(rawValue: product)
        }

        /// Multiplies a demand by a count, and assigns the result to the demand.
        public static func *= (lhs: inout Demand, rhs: Int) {
            lhs = lhs * rhs
        }

        /// Returns the result of subtracting one demand from another.
        ///
        /// Subtracting any value (including unlimited) from unlimited gives unlimited;
        /// subtracting unlimited from any other value gives `.none`.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited || rhs.rawValue >= lhs.rawValue { return .none }
            return Demand(rawValue: lhs.rawValue - rhs.rawValue)
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Returns the result of subtracting a count from a demand; a negative count adds.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + clamped(-rhs) : lhs - clamped(rhs)
        }

        /// Subtracts a count from a demand, and assigns the result to the demand.
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        // MARK: Comparison

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// Returns a Boolean value that indicates whether a demand requests more than a count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) > 0 }

        /// Returns a Boolean value that indicates whether a demand requests at least a count.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) >= 0 }

        /// Returns a Boolean value that indicates whether a demand requests fewer than a count.
        public static func < (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) < 0 }

        /// Returns a Boolean value that indicates whether a demand requests at most a count.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) <= 0 }

        /// Returns a Boolean value that indicates whether a count is greater than a demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) < 0 }

        /// Returns a Boolean value that indicates whether a count is at least a demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) <= 0 }

        /// Returns a Boolean value that indicates whether a count is less than a demand.
        public static func < (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) > 0 }

        /// Returns a Boolean value that indicates whether a count is at most a demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) >= 0 }

        /// Returns a Boolean value that indicates whether a demand requests exactly a count.
        public static func == (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) == 0 }

        /// Returns a Boolean value that indicates whether a demand doesn't request exactly a count.
        public static func != (lhs: Demand, rhs: Int) -> Bool { compare(lhs, rhs) != 0 }

        /// Returns a Boolean value that indicates whether a count equals a demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) == 0 }

        /// Returns a Boolean value that indicates whether a count doesn't equal a demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { compare(rhs, lhs) != 0 }
    }
}
