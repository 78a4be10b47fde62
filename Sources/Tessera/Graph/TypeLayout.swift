@_spi(Reflection) import Swift
import Foundation

/// The stored fields of a type (offset and type), read once per type from the runtime's
/// reflection metadata and cached. Used to find dynamic properties and to compare view values
/// field by field — never `Mirror` on the hot path.
enum TypeLayout {
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        let isClassReference: Bool
        let isFunction: Bool
        /// Whether the field is a tuple (which conforms to no protocol but the standard
        /// library's built-in ones: `Equatable`, `Comparable`, `Hashable`).
        let isTuple: Bool
    }

    private nonisolated(unsafe) static var cache: [ObjectIdentifier: [Field]?] = [:]
    private static let lock = NSLock()

    /// The stored fields of `type` when it is a struct with stored fields, else nil.
    static func fields(of type: Any.Type) -> [Field]? {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let cached = cache[id] { lock.unlock(); return cached }
        lock.unlock()
        var fields: [Field] = []
        // Only structs are reflected: the runtime also lists an enum's cases as "fields" at
        // offset 0, and reading an inactive case's payload crashes.
        guard isStructMetadata(type) else {
            lock.lock()
            cache[id] = .some(nil)
            lock.unlock()
            return nil
        }
        let isStruct = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            fields.append(Field(
                name: String(cString: name),
                offset: offset,
                type: fieldType,
                isClassReference: kind == .class,
                isFunction: kind == .function,
                isTuple: kind == .tuple))
            return true
        }
        // Enums and tuples report no fields; only a struct with stored fields has a layout here
        // (an empty struct is plain data, compared as such).
        let result: [Field]? = isStruct && !fields.isEmpty ? fields : nil
        lock.lock()
        cache[id] = result
        lock.unlock()
        return result
    }

    /// Whether `type`'s metadata is a struct's (the runtime's metadata kind 0x200).
    private static func isStructMetadata(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200
    }

    /// Whether `type` is an `Optional` (the runtime's metadata kind 0x202): read from the
    /// metadata, without the conformance look-up a cast would make the first time.
    static func isOptional(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x202
    }
}
