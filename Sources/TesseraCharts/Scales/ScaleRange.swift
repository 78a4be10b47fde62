/// A type that describes the range of a chart scale: the visual values (styles, symbols…)
/// its domain's values map to, such as an array of colors.
public protocol ScaleRange {
    /// The type of the visual values.
    associatedtype VisualValue
}

extension Array: ScaleRange {
    /// The array's elements are the range's visual values.
    public typealias VisualValue = Element
}

/// A scale range that lists its visual values.
package protocol ScaleRangeConvertible {
    var visualValues: [Any] { get }
}

extension Array: ScaleRangeConvertible {
    package var visualValues: [Any] { map { $0 } }
}
