/// A dynamic property or value with its own notion of equality for the graph's "did the view
/// value change?" test (state is owned by the graph, bindings compare location and value, …).
protocol ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool
}

/// Decides whether a new view value equals the old one, so the graph can skip the view's
/// update (SwiftUI's rule: `Equatable` views use `==`; other views compare field by field —
/// plain data by bytes, `Equatable` fields by `==`, objects by identity, closures never equal).
@MainActor
enum ViewComparison {
    static func isEqual(_ lhs: any View, _ rhs: any View) -> Bool {
        func open<V: View>(_ lhs: V) -> Bool {
            guard let rhs = rhs as? V else { return false }
            return ValueComparison.isEqual(lhs, rhs)
        }
        return open(lhs)
    }

    /// ``isEqual(_:_:)`` with the comparer planned for the views' type (``ComparisonPlans``),
    /// so no dynamic cast runs per comparison.
    ///
    /// Both values are opened in place (no dynamic cast): equal dynamic types are checked
    /// first, so their bytes have the layout `comparer` expects.
    static func isEqual(_ lhs: any View, _ rhs: any View, using comparer: MemoryComparer) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        func openLeft<V: View>(_ lhs: V) -> Bool {
            func openRight<W: View>(_ rhs: W) -> Bool { ComparisonPlans.isEqualInPlace(lhs, rhs, using: comparer) }
            return _openExistential(rhs, do: openRight)
        }
        return _openExistential(lhs, do: openLeft)
    }

    /// ``isEqual(_:_:using:)`` with a value whose type is known to be `lhs`'s dynamic type (the
    /// caller checked): only `lhs` is opened, and `rhs` is never boxed.
    static func isEqual<V: View>(_ lhs: any View, toValueOfItsType rhs: V, using comparer: MemoryComparer) -> Bool {
        func open<L: View>(_ lhs: L) -> Bool { ComparisonPlans.isEqualInPlace(lhs, rhs, using: comparer) }
        return _openExistential(lhs, do: open)
    }
}

/// Field-wise comparison of arbitrary values (see ``ViewComparison``).
enum ValueComparison {
    /// Whether two values of the same type are equal; conservative (false) when unknown.
    static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        // An existential (`any View`, `Any`, …) is compared by its dynamic type.
        if T.self != type(of: lhs as Any) {
            // An `any View` field (AnyView's storage) is opened as a view: boxing it in `Any`
            // can keep the `any View` container, which `_openExistential` then fails to see into.
            if let view = lhs as? any View { return isEqualView(view, rhs) }
            return isEqual(lhs as Any, rhs as Any)
        }
        return isEqualOpened(lhs, rhs)
    }

    /// Compares a view held as `any View` (the static type of a field, or an existential
    /// boxed in `Any`), opened to its dynamic type, with a value of the same dynamic type.
    private static func isEqualView(_ lhs: any View, _ rhs: Any) -> Bool {
        func open<V: View>(_ lhs: V) -> Bool {
            guard let rhs = rhs as? V else { return false }
            return isEqualOpened(lhs, rhs)
        }
        return open(lhs)
    }

    /// `isEqual` for a value whose static type is its dynamic type (no existential to open).
    private static func isEqualOpened<T>(_ lhs: T, _ rhs: T) -> Bool {
        if let comparable = lhs as? any ViewGraphComparable {
            return graphEqual(comparable, rhs)
        }
        if let equatable = lhs as? any Equatable {
            return equal(equatable, rhs)
        }
        if _isPOD(T.self) {
            return withUnsafeBytes(of: lhs) { a in withUnsafeBytes(of: rhs) { b in a.elementsEqual(b) } }
        }
        if T.self is AnyObject.Type {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        // An optional of a non-Equatable type: both nil, or both wrapping equal values.
        if let optional = T.self as? any OptionalComparable.Type {
            return optional.isEqualOptional(lhs, rhs)
        }
        guard let fields = TypeLayout.fields(of: T.self) else { return false }
        return withUnsafeBytes(of: lhs) { a in
            withUnsafeBytes(of: rhs) { b in
                fields.allSatisfy { field in
                    fieldEqual(field, a.baseAddress! + field.offset, b.baseAddress! + field.offset)
                }
            }
        }
    }

    /// Compares two values held as `Any` (same dynamic type required).
    static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        func open<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            // An existential boxed in `Any` (a generic `any View` cast to `Any`) opens to the
            // existential type itself: unwrap it through its own protocol's existential.
            if let view = lhs as? any View, T.self != type(of: view as Any) {
                return isEqualView(view, rhs)
            }
            return isEqualOpened(lhs, rhs)
        }
        return _openExistential(lhs, do: open)
    }

    /// Whether two optional objects are the same instance (or both nil).
    static func isIdentical<T>(_ lhs: T?, _ rhs: T?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (l?, r?): (l as AnyObject) === (r as AnyObject)
        default: false
        }
    }

    private static func fieldEqual(_ field: TypeLayout.Field, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if field.isFunction { return false }
        if field.isClassReference {
            return a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
        }
        func open<F>(_: F.Type) -> Bool {
            isEqual(a.assumingMemoryBound(to: F.self).pointee, b.assumingMemoryBound(to: F.self).pointee)
        }
        return _openExistential(field.type, do: open)
    }

    private static func equal<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? E else { return false }
        return lhs == rhs
    }

    private static func graphEqual<C: ViewGraphComparable>(_ lhs: C, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? C else { return false }
        return lhs.isGraphEqual(to: rhs)
    }
}

/// Optionals compare by their wrapped values (field reflection doesn't apply to enums).
protocol OptionalComparable {
    static func isEqualOptional<T>(_ lhs: T, _ rhs: T) -> Bool
}

extension Optional: OptionalComparable {
    static func isEqualOptional<T>(_ lhs: T, _ rhs: T) -> Bool {
        switch (lhs as! Wrapped?, rhs as! Wrapped?) {
        case (nil, nil): true
        case let (left?, right?): ValueComparison.isEqual(left, right)
        default: false
        }
    }
}
