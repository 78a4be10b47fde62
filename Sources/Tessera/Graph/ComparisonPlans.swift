import Foundation

/// Compares two values of one type, given where they are in memory.
typealias MemoryComparer = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// The comparison of view values, planned once per type: which rule of ``ValueComparison``
/// applies (a `ViewGraphComparable` or `Equatable` type, plain data, an object reference, a
/// struct compared field by field) is decided when the type is first compared, and the plan
/// runs without any dynamic cast afterwards. Types the plan can't see into statically
/// (existentials, enums and optionals that aren't `Equatable`, tuples) take
/// ``ValueComparison``'s dynamic path, so the answers are the same.
enum ComparisonPlans {
    private nonisolated(unsafe) static var cache: [ObjectIdentifier: MemoryComparer] = [:]
    private static let lock = NSLock()

    /// The comparer for values of `type`. `graphComparable`, when the caller knows it
    /// (`.some`: a view type's traits), is the type as a `ViewGraphComparable`: that protocol
    /// isn't asked of it then.
    static func comparer(for type: Any.Type, graphComparable: (any ViewGraphComparable.Type)?? = nil) -> MemoryComparer {
        let id = ObjectIdentifier(type)
        lock.lock()
        let known = cache[id]
        lock.unlock()
        if let known { return known }
        func open<T>(_ opened: T.Type) -> MemoryComparer { make(opened, graphComparable: graphComparable) }
        let made = _openExistential(type, do: open)
        lock.lock()
        cache[id] = made
        lock.unlock()
        return made
    }

    /// Whether two values of one type are equal, by the type's planned comparer (the same
    /// answer as ``ValueComparison/isEqual(_:_:)-(T,T)``).
    static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        isEqual(lhs, rhs, using: comparer(for: T.self))
    }

    /// Whether two values of one type are equal by `compare` (the type's comparer).
    static func isEqual<T>(_ lhs: T, _ rhs: T, using compare: MemoryComparer) -> Bool {
        isEqualInPlace(lhs, rhs, using: compare)
    }

    /// ``isEqual(_:_:using:)`` for two values opened separately whose dynamic types are known
    /// to be the same (`A` and `B` are one type).
    static func isEqualInPlace<A, B>(_ lhs: A, _ rhs: B, using compare: MemoryComparer) -> Bool {
        withUnsafeBytes(of: lhs) { a in
            withUnsafeBytes(of: rhs) { b in
                // An empty value may have no address; nothing is read from it then.
                let dummy = UnsafeRawPointer(bitPattern: MemoryLayout<A>.alignment)!
                return compare(a.baseAddress ?? dummy, b.baseAddress ?? dummy)
            }
        }
    }

    private static func make<T>(_: T.Type, graphComparable known: (any ViewGraphComparable.Type)?? = nil) -> MemoryComparer {
        if let known = knownComparer(for: T.self) { return known }
        // A planned comparison is a `ViewGraphComparable` (asked first, unless the caller knows):
        // other types are asked no more than `ViewGraphComparable` and `Equatable` — each
        // protocol asked of a type the first time in a process scans every conformance record.
        if let comparable = known ?? T.self as? any ViewGraphComparable.Type {
            if let planned = comparable as? any PlannedComparison.Type { return planned.makeComparer() }
            return graphComparer(comparable)
        }
        if let equatable = T.self as? any Equatable.Type { return equatableComparer(equatable) }
        if isStruct(T.self) {
            if _isPOD(T.self) {
                let size = MemoryLayout<T>.size
                return { a, b in memcmp(a, b, size) == 0 }
            }
            guard let fields = TypeLayout.fields(of: T.self) else { return { _, _ in false } }
            let parts: [(offset: Int, compare: MemoryComparer)] = fields.map { field in
                if field.isFunction { return (field.offset, { _, _ in false }) }
                if field.isClassReference {
                    return (field.offset, { a, b in a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self) })
                }
                return (field.offset, comparer(for: field.type))
            }
            return { a, b in parts.allSatisfy { $0.compare(a + $0.offset, b + $0.offset) } }
        }
        return { a, b in
            ValueComparison.isEqual(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        }
    }

    private static func graphComparer<C: ViewGraphComparable>(_: C.Type) -> MemoryComparer {
        { a, b in a.assumingMemoryBound(to: C.self).pointee.isGraphEqual(to: b.assumingMemoryBound(to: C.self).pointee) }
    }

    private static func equatableComparer<E: Equatable>(_: E.Type) -> MemoryComparer {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    /// Whether `type`'s metadata is a struct's (the runtime's metadata kind 0x200).
    private static func isStruct(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200
    }
}

/// A type whose comparison plan is made from its parts' plans, found once when the plan is
/// made (a conditional's branches), so comparing runs no plan lookup. Only a
/// ``ViewGraphComparable`` type has one (``ComparisonPlans`` asks this protocol of those only);
/// `Text`'s comparer is one of the known comparers.
protocol PlannedComparison: ViewGraphComparable {
    /// The comparer for values of this type; the same answers as the type's
    /// ``ViewGraphComparable`` rule.
    static func makeComparer() -> MemoryComparer
}
