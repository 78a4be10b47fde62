/// How a `NavigationStack` reads and changes its path, whatever its `Data` is: a
/// `NavigationPath`, a typed collection of `Hashable` values, or the stack's own state.
@MainActor
struct NavigationPathAccess {
    /// The path's values, bottom first.
    var values: [AnyHashable]
    /// Appends a value; false when the path can't hold it (a typed path of another element
    /// type).
    var append: @MainActor (AnyHashable) -> Bool
    /// Removes the last `k` values.
    var removeLast: @MainActor (Int) -> Void

    /// Access through a binding to a `NavigationPath`.
    init(_ path: Binding<NavigationPath>) {
        values = path.wrappedValue.elements.map(\.value)
        append = { value in
            path.wrappedValue.elements.append(NavigationPath.Element(value: value, encode: nil, typeName: _typeName(type(of: value.base))))
            return true
        }
        removeLast = { k in path.wrappedValue.removeLast(k) }
    }

    /// Access through a binding to a typed collection.
    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ path: Binding<Data>)
    where Data.Element: Hashable {
        values = path.wrappedValue.map { AnyHashable($0) }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { k in path.wrappedValue.removeLast(Swift.min(k, path.wrappedValue.count)) }
    }
}
