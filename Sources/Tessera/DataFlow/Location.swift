/// Where a ``Binding`` reads and writes its value.
///
/// Locations are used on the main actor only (bindings are read and written by views and their
/// actions); they are not actor-isolated so that bindings can be built in nonisolated code.
///
/// Subclasses: a `@State` storage (``StateLocation``), a key path into another location, a
/// key path into an object, a pair of closures, a constant. Locations compare by what they
/// point at, so two bindings to the same state compare equal.
class AnyLocation<Value> {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
    /// Whether `other` refers to the same storage.
    func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
}

/// The storage of one `@State` property of one view identity.
final class StateLocation<Value>: AnyLocation<Value> {
    private var value: Value
    let source: DependencySource
    private unowned let graph: ViewGraph

    @MainActor
    init(value: Value, graph: ViewGraph) {
        self.source = DependencySource()
        self.value = value
        self.graph = graph
    }

    override func get() -> Value {
        let source = source, graph = graph
        // A reader reading again needs no main-actor check and no look-up.
        if !source.isRecorded(forReader: graph.evaluatingNodeID) {
            MainActor.assumeIsolated { source.recordRead(in: graph) }
        }
        return value
    }

    /// The value without recording a dependency (binding snapshots, diagnostics).
    var peek: Value { value }

    override func set(_ newValue: Value, transaction: Transaction) {
        let source = source, graph = graph
        MainActor.assumeIsolated { graph.willWriteState() }
        value = newValue
        MainActor.assumeIsolated { source.invalidateDependents() }
    }
}

/// A location reached from another through a writable key path (`$model.name`).
final class KeyPathLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }

    override func set(_ value: Value, transaction: Transaction) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root, transaction: transaction)
    }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

/// A property of an object reached through a reference-writable key path
/// (`$observedObject.count`, `$bindable.name`).
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// A location made of a getter and a setter (`Binding(get:set:)`).
final class FunctionLocation<Value>: AnyLocation<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.getter = get
        self.setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that never changes (`Binding.constant`).
final class ConstantLocation<Value>: AnyLocation<Value> {
    let value: Value
    init(value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value, transaction: Transaction) {}
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ValueComparison.isEqual(value, other.value)
    }
}

/// A location that reads an optional location's value unwrapped (`Binding(_: Binding<V?>)`).
final class UnwrappedLocation<Value>: AnyLocation<Value> {
    let base: AnyLocation<Value?>
    var last: Value

    init(base: AnyLocation<Value?>, initial: Value) {
        self.base = base
        self.last = initial
    }

    override func get() -> Value {
        if let value = base.get() { last = value }
        return last
    }

    override func set(_ value: Value, transaction: Transaction) { base.set(value, transaction: transaction) }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? UnwrappedLocation<Value> else { return false }
        return base.isSame(as: other.base)
    }
}

/// A location that wraps a non-optional one as optional (`Binding<V?>(_: Binding<V>)`).
final class OptionalLocation<Wrapped>: AnyLocation<Wrapped?> {
    let base: AnyLocation<Wrapped>
    init(base: AnyLocation<Wrapped>) { self.base = base }
    override func get() -> Wrapped? { base.get() }
    override func set(_ value: Wrapped?, transaction: Transaction) {
        if let value { base.set(value, transaction: transaction) }
    }
    override func isSame(as other: AnyLocation<Wrapped?>) -> Bool {
        guard let other = other as? OptionalLocation<Wrapped> else { return false }
        return base.isSame(as: other.base)
    }
}

/// The element at an index of a collection location (`ForEach($items) { $item in … }`).
final class ElementLocation<Base: MutableCollection>: AnyLocation<Base.Element> {
    let base: AnyLocation<Base>
    let index: Base.Index

    init(base: AnyLocation<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> Base.Element { base.get()[index] }

    override func set(_ value: Base.Element, transaction: Transaction) {
        var collection = base.get()
        collection[index] = value
        base.set(collection, transaction: transaction)
    }

    override func isSame(as other: AnyLocation<Base.Element>) -> Bool {
        guard let other = other as? ElementLocation<Base> else { return false }
        return index == other.index && base.isSame(as: other.base)
    }
}
