import Foundation

/// A key for accessing a layout value of a layout container's subviews.
///
/// Define a key type with a default value, set the value on a view with the
/// `layoutValue(key:value:)` modifier, and read it in a ``Layout`` through
/// ``LayoutSubview/subscript(key:)``:
///
/// ```swift
/// private struct Flexibility: LayoutValueKey {
///     static let defaultValue: CGFloat? = nil
/// }
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value

    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}
