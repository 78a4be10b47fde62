import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default.
///
/// The value is read from the store each time; a write stores it and re-evaluates every view
/// that read the key through `@AppStorage`. `UserDefaults.standard` on Linux is kept in a file
/// under the user's configuration folder, so values persist across launches.
///
/// Differs from SwiftUI: a change made to the store directly (`UserDefaults.set`, not through an
/// `@AppStorage`) shows at the view's next evaluation, not at once; a `URL` is stored as its
/// absolute string.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let coding: AppStorageCoding<Value>
    var location: AppStorageLocation<Value>?

    init(key: String, defaultValue: Value, store: UserDefaults?, coding: AppStorageCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.coding = coding
    }

    public var wrappedValue: Value {
        get { location?.get() ?? storedValue }
        nonmutating set {
            if let location {
                location.set(newValue, transaction: Transaction.current)
            } else {
                RuntimeWarnings.report(
                    "Accessing AppStorage<\(Value.self)>'s value outside of being installed on a View. The value is not stored.",
                    site: "AppStorage.uninstalled.\(Value.self)")
            }
        }
    }

    /// The value in the store (the default when it holds none), read without installing.
    private var storedValue: Value {
        (store ?? .standard).object(forKey: key).flatMap(coding.decode) ?? defaultValue
    }

    public var projectedValue: Binding<Value> {
        guard let location else { return .constant(storedValue) }
        return Binding(location: location)
    }
}

extension AppStorage: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let wrapper = property.pointee
        let graph = context.node.graph
        let store = wrapper.store ?? .standard
        let slot = context.slot { AppStorageSlot<Value>() }
        if let location = slot.location, location.store === store, location.key == wrapper.key {
            // The same storage as the last evaluation.
        } else {
            slot.location = AppStorageLocation(store: store, key: wrapper.key, defaultValue: wrapper.defaultValue,
                                               coding: wrapper.coding, graph: graph)
        }
        let location = slot.location
        property.pointee.location = location
    }
}

/// A view's `@AppStorage` slot: the location for the key and store it was last given.
final class AppStorageSlot<Value> {
    var location: AppStorageLocation<Value>?
}

extension AppStorage: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { key == other.key && store === other.store }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .bool)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .int)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .string)
    }

    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .data)
    }

    /// Creates a property that can read and write to an integer user default, transforming that
    /// to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.int))
    }

    /// Creates a property that can read and write to a string user default, transforming that
    /// to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.string))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.bool))
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.int))
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.double))
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.string))
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.url))
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.data))
    }
}
