@_spi(Reflection) import Swift
import Foundation

/// The `@Published` stored properties of each class, found once per class.
///
/// Properties are found with the standard library's field reflection (`_forEachField`),
/// which walks superclasses too and reports each stored property's offset; an object's
/// `@Published` storage is then read at those offsets, with no `Mirror` after the first look
/// at a class.
///
/// `@unchecked Sendable`: the cache is guarded by `lock`.
final class PublishedFieldTable: @unchecked Sendable {
    /// A `@Published` stored property: where it is in the object and how to read it.
    struct Field {
        let offset: Int
        let storage: any PublishedStorage.Type

        /// The storage of this property in the object at `base`.
        func subject(in base: UnsafeRawPointer) -> any ObjectWillChangeCarrier {
            storage.subject(at: base + offset)
        }
    }

    static let shared = PublishedFieldTable()

    private let lock = NSLock()
    private var fieldsByClass: [ObjectIdentifier: [Field]] = [:]

    /// The `@Published` stored properties of a class and its superclasses, in declaration
    /// order, superclass first.
    func fields(of type: AnyObject.Type) -> [Field] {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ fieldsByClass[key] }) {
            return cached
        }
        var found: [Field] = []
        // `.classType`, spelled by raw value: the option is declared as a `static var`,
        // which strict concurrency rejects.
        let classType = _EachFieldOptions(rawValue: 1)
        _ = _forEachField(of: type, options: classType) { _, offset, fieldType, _ in
            if let storage = fieldType as? any PublishedStorage.Type {
                found.append(Field(offset: offset, storage: storage))
            }
            return true
        }
        lock.withLock { fieldsByClass[key] = found }
        return found
    }
}

/// A stored property type that can carry its enclosing object's `objectWillChange`
/// publisher: `Published`.
protocol PublishedStorage {
    /// The storage of a property of this type at `address` inside an object.
    static func subject(at address: UnsafeRawPointer) -> any ObjectWillChangeCarrier
}

/// The storage of a `@Published` property, seen as a holder of the object's
/// `objectWillChange` publisher.
protocol ObjectWillChangeCarrier: AnyObject {
    /// The publisher handed to this storage, if any.
    var installedObjectWillChange: ObservableObjectPublisher? { get }

    /// Hands `publisher` to this storage unless it holds one already; returns the one it holds.
    func installObjectWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
