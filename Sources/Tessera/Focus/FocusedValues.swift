/// A protocol for identifier types used when publishing and observing focused values.
public protocol FocusedValueKey {
    /// The type of value associated with the key.
    associatedtype Value
}

/// A collection of state exported by the focused scene and its focused view hierarchy.
///
/// Declare entries with `@Entry` in an extension of `FocusedValues` (their type is optional).
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty set of focused values.
    public init() {}

    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
