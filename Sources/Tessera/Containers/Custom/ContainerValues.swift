/// A key for accessing container values.
public protocol ContainerValueKey {
    /// The data type for the value.
    associatedtype Value
    /// The default value for the container value key.
    static var defaultValue: Self.Value { get }
}

/// A collection of container values associated with a given view.
///
/// Container values are set on a view with `.containerValue(_:_:)` and read by the view's
/// direct container through the resolved subview's `containerValues`. Declare entries with
/// `@Entry` in an extension of `ContainerValues`.
public struct ContainerValues {
    var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty set of container values.
    public init() {}

    /// Accesses a container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
