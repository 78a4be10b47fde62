/// A named value produced by a view.
///
/// Views set preference values with `.preference(key:value:)`; ancestors read the combined
/// value of their subtree with `.onPreferenceChange(_:perform:)`. Values combine in view order
/// with `reduce(value:nextValue:)`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}
