/// Uses `value` as a `Target` in place when its static type `T` is `Target` at run time: no
/// dynamic cast (a cast to a type that isn't known statically costs a look-up and a copy).
/// Nil when `T` isn't `Target`.
///
/// For values whose type the graph found once per view type (``ViewTypeTraits``): a node's
/// view as its own type, a modifier as the modifier type its traits name.
///
/// `body` gets the value's address: call its methods on `pointee` (`$0.pointee.method()`
/// borrows the value in place; passing `pointee` as an argument would copy it).
func withValue<T, Target, R>(_ value: T, as _: Target.Type, _ body: (UnsafePointer<Target>) -> R) -> R? {
    guard T.self == Target.self else { return nil }
    return withUnsafePointer(to: value) { pointer in
        body(UnsafeRawPointer(pointer).assumingMemoryBound(to: Target.self))
    }
}

/// Uses `view` as a `Target` in place when its dynamic type is `Target` (see
/// ``withValue(_:as:_:)``); nil otherwise.
func withView<Target, R>(_ view: any View, as _: Target.Type, _ body: (UnsafePointer<Target>) -> R) -> R? {
    func open<V: View>(_ opened: V) -> R? { withValue(opened, as: Target.self, body) }
    return _openExistential(view, do: open)
}

/// Calls `body` with the address of the value `view` holds, for a caller that knows its type
/// (one the graph found once per view type) and binds the address to it. Generic only in
/// the result, so a caller inside an unspecialized generic (a protocol extension reached
/// through a metatype) still gets a specialized copy: ``withView(_:as:_:)`` there, generic
/// in its target too, looks up `Optional<R>`'s metadata at run time on every call.
func withAddress<R>(of view: any View, _ body: (UnsafeRawPointer) -> R) -> R {
    func open<V: View>(_ opened: V) -> R { withUnsafePointer(to: opened) { body(UnsafeRawPointer($0)) } }
    return _openExistential(view, do: open)
}

/// The address of a struct's stored property of type `Field` that follows the stored
/// properties whose types make up the tuple type `Prefix`, in the struct at `base`. Stored
/// properties are laid out in declaration order, each at its alignment, as a tuple's
/// elements are; so the field is at `Prefix`'s size rounded up to its alignment.
///
/// For a generic view's content read in place: reading it through the view's own type looks
/// up the view's generic metadata (for the field offset), and calling a method on the whole
/// value copies it, content included, through value witnesses.
func trailingField<Prefix, Field>(_: Field.Type, after _: Prefix.Type, in base: UnsafeRawPointer) -> UnsafePointer<Field> {
    (base + trailingFieldOffset(Field.self, after: Prefix.self)).assumingMemoryBound(to: Field.self)
}

/// The byte offset of the field ``trailingField(_:after:in:)`` reads.
func trailingFieldOffset<Prefix, Field>(_: Field.Type, after _: Prefix.Type) -> Int {
    let alignment = MemoryLayout<Field>.alignment
    return (MemoryLayout<Prefix>.size + alignment - 1) / alignment * alignment
}
