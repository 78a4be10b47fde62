/// The view elements of a tuple type — each element's view type and byte offset — read once
/// per type from the runtime's tuple metadata, so a `TupleView` reaches its elements in place
/// instead of keeping a boxed copy of each (an array and one allocation per element, made at
/// every body evaluation).
///
/// The metadata of a tuple (the runtime's `TupleTypeMetadata`, stable ABI) is its kind
/// (0x301), its element count, its labels, then one `(type, offset)` pair per element, each
/// two words long.
enum TupleElements {
    /// One view element of a tuple.
    struct Element {
        /// The element's byte offset in the tuple.
        let offset: Int
        /// The element's type.
        let type: any View.Type

        /// The element of the tuple at `base`, boxed as a view.
        func view(in base: UnsafeRawPointer) -> any View {
            func load<V: View>(_: V.Type) -> any View { (base + offset).assumingMemoryBound(to: V.self).pointee }
            return _openExistential(type, do: load)
        }
    }

    private static let tupleKind = 0x301

    /// The elements of `type` that are views, in order: the tuple's elements when `type` is a
    /// tuple, else `type` itself when it is a view (a one-element `TupleView`), else none.
    static func views(of type: Any.Type) -> [Element] {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: Int.self) == tupleKind else {
            return (type as? any View.Type).map { [Element(offset: 0, type: $0)] } ?? []
        }
        let count = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self)
        let first = 3 * MemoryLayout<Int>.size
        let stride = 2 * MemoryLayout<Int>.size
        return (0..<count).compactMap { index in
            let entry = metadata + first + index * stride
            let elementType = unsafeBitCast(entry.load(as: UnsafeRawPointer.self), to: Any.Type.self)
            let offset = Int(entry.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self))
            return (elementType as? any View.Type).map { Element(offset: offset, type: $0) }
        }
    }

    /// Calls `body` with the address of `value` (an aligned dummy when it has no size: its
    /// elements are then all empty and read nothing).
    static func withAddress<T, R>(of value: T, _ body: (UnsafeRawPointer) -> R) -> R {
        withUnsafeBytes(of: value) { bytes in
            body(bytes.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<T>.alignment)!)
        }
    }
}
