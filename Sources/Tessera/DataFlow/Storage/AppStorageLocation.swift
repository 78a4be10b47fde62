import Foundation

/// The storage of an `@AppStorage` property: a key in a `UserDefaults`, read and written through
/// a value type's coding.
///
/// Every `@AppStorage` of one key in one store shares one ``DependencySource``
/// (``AppStorageSources``), so a write through any of them re-evaluates every view that read the
/// key, in every window.
final class AppStorageLocation<Value>: AnyLocation<Value> {
    let store: UserDefaults
    let key: String
    let defaultValue: Value
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?
    private let source: DependencySource
    private unowned let graph: ViewGraph

    @MainActor
    init(store: UserDefaults, key: String, defaultValue: Value, coding: AppStorageCoding<Value>, graph: ViewGraph) {
        self.store = store
        self.key = key
        self.defaultValue = defaultValue
        self.decode = coding.decode
        self.encode = coding.encode
        self.graph = graph
        source = AppStorageSources.source(store: store, key: key)
    }

    override func get() -> Value {
        let source = source, graph = graph
        // A reader reading again needs no main-actor check and no look-up (as StateLocation).
        if !source.isRecorded(forReader: graph.evaluatingNodeID) {
            MainActor.assumeIsolated { source.recordRead(in: graph) }
        }
        return peek
    }

    /// The stored value, or the default when the key holds none of this type.
    var peek: Value {
        store.object(forKey: key).flatMap(decode) ?? defaultValue
    }

    override func set(_ newValue: Value, transaction: Transaction) {
        let source = source, graph = graph
        MainActor.assumeIsolated { graph.willWriteState() }
        if let encoded = encode(newValue) {
            store.set(encoded, forKey: key)
        } else {
            store.removeObject(forKey: key)
        }
        nonisolated(unsafe) let store = store
        MainActor.assumeIsolated {
            source.invalidateDependents()
            AppStorageSources.scheduleSynchronize(store)
        }
    }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? AppStorageLocation<Value> else { return false }
        return other.store === store && other.key == key
    }
}

/// The dependency source of each (store, key) that views read through `@AppStorage`.
@MainActor
enum AppStorageSources {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private static var sources: [Key: DependencySource] = [:]
    private static var unsynchronized: Set<ObjectIdentifier> = []

    /// Writes `store` to disk on the main queue's next turn, once for all the writes of this one
    /// (on Linux a `UserDefaults` keeps changes in memory until it is synchronized).
    static func scheduleSynchronize(_ store: UserDefaults) {
        guard unsynchronized.insert(ObjectIdentifier(store)).inserted else { return }
        nonisolated(unsafe) let store = store
        DispatchQueue.main.async {
            MainActor.assumeIsolated { _ = unsynchronized.remove(ObjectIdentifier(store)) }
            store.synchronize()
        }
    }

    static func source(store: UserDefaults, key: String) -> DependencySource {
        let id = Key(store: ObjectIdentifier(store), key: key)
        if let existing = sources[id] { return existing }
        let made = DependencySource()
        sources[id] = made
        return made
    }
}

/// How a value type is kept in `UserDefaults`.
struct AppStorageCoding<Value>: @unchecked Sendable {
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
}
