/// A collection of environment values propagated through a view hierarchy.
///
/// Stored as a persistent list: setting a value makes a new layer on top of the parent's, so
/// passing the environment down costs nothing and two environments can be compared by identity
/// first. Lookup walks the layers (few in practice: one per `.environment` modifier above).
public struct EnvironmentValues: CustomStringConvertible {
    var layer: EnvironmentLayer?

    /// Creates an environment values instance (every value at its default).
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            var current = layer
            let id = ObjectIdentifier(key)
            while let node = current {
                if node.key == id { return node.value as! K.Value }
                current = node.next
            }
            return K.defaultValue
        }
        set {
            layer = EnvironmentLayer(key: ObjectIdentifier(key), value: newValue, next: layer)
        }
    }

    /// Values stored by object type (`.environment(object)` and `.environmentObject(_:)`).
    func object<T>(of type: T.Type) -> T? {
        var current = layer
        let id = ObjectIdentifier(ObjectKey<T>.self)
        while let node = current {
            if node.key == id { return node.value as? T }
            current = node.next
        }
        return nil
    }

    mutating func setObject<T>(_ object: T?, of type: T.Type) {
        layer = EnvironmentLayer(key: ObjectIdentifier(ObjectKey<T>.self), value: object as Any, next: layer)
    }

    /// Whether two environments are the same storage (then every value is equal).
    func isIdentical(to other: EnvironmentValues) -> Bool { layer === other.layer }

    public var description: String {
        var keys: [String] = []
        var current = layer
        while let node = current { keys.append("\(node.value)"); current = node.next }
        return "EnvironmentValues(\(keys.joined(separator: ", ")))"
    }
}

/// One layer of the environment's persistent list.
final class EnvironmentLayer: @unchecked Sendable {
    let key: ObjectIdentifier
    let value: Any
    let next: EnvironmentLayer?

    init(key: ObjectIdentifier, value: Any, next: EnvironmentLayer?) {
        self.key = key
        self.value = value
        self.next = next
    }
}

/// The key under which objects are stored by type.
private enum ObjectKey<T> {}
