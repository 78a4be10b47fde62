import Foundation

/// A type that can serve as data for the labeled, plottable values that you can use to
/// create a chart's marks.
///
/// Numbers, strings and dates are plottable; so is a `RawRepresentable` type whose raw value
/// is plottable (a `String`-backed enum plots as a category).
public protocol Plottable {
    /// The primitive type that this value is represented by.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates the value from its primitive type, or returns nil when that is not possible.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive value that a chart plots directly: a number, a `String` or a `Date`.
public protocol PrimitivePlottableProtocol: Plottable {}

/// A primitive that knows its place on a scale (the standard library's numbers, `String`,
/// `Date`).
package protocol PlotValueConvertible {
    var plotValue: PlotValue { get }
}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable {
    /// The value as a scale sees it.
    @inlinable
    package var plotValue: PlotValue {
        // The common types by identity (a pointer comparison), not by a cast to a protocol:
        // this runs once per value of every mark.
        if Self.self == Double.self { return .number(unsafeBitCast(self, to: Double.self)) }
        if Self.self == Int.self { return .number(Double(unsafeBitCast(self, to: Int.self))) }
        if Self.self == Date.self { return .date(unsafeBitCast(self, to: Date.self)) }
        if Self.self == String.self { return .category(unsafeBitCast(self, to: String.self)) }
        return PlotValue.converting(primitivePlottable)
    }
}

extension PlotValue {
    /// Any primitive as a plot value: through its `PlotValueConvertible` conformance, else
    /// its description as a category.
    @usableFromInline
    package static func converting<P: PrimitivePlottableProtocol>(_ primitive: P) -> PlotValue {
        (primitive as? PlotValueConvertible)?.plotValue ?? .category(String(describing: primitive))
    }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value's primitive.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// Creates the value from its raw value's primitive.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Double: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(self) } }
extension Float: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension Int: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension Int8: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension Int16: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension Int32: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension Int64: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension UInt: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension UInt8: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension UInt16: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension UInt32: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension UInt64: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .number(Double(self)) } }
extension String: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .category(self) } }
extension Date: PrimitivePlottableProtocol, PlotValueConvertible { package var plotValue: PlotValue { .date(self) } }
