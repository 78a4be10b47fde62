/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A binding remembers the value it had when it was made (as SwiftUI's does): a view holding
/// a binding is updated when its parent passes a binding whose value changed. Reading a
/// binding to `@State` in `body` also makes the reader depend on that state directly.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction
    let location: AnyLocation<Value>
    /// The value when the binding was made (compared when views are compared).
    let snapshot: Value

    init(location: AnyLocation<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
        self.snapshot = DependencyTracking.withoutRecording { location.get() }
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: FunctionLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with a closure that reads the binding value, and a closure that
    /// applies the binding value and a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: FunctionLocation(get: get, set: set))
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value: value))
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue, transaction: transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: OptionalLocation(base: base.location), transaction: base.transaction)
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or `nil` if the
    /// base value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = DependencyTracking.withoutRecording({ base.location.get() }) else { return nil }
        self.init(location: UnwrappedLocation(base: base.location, initial: value), transaction: base.transaction)
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        let location = base.location
        self.init(get: { AnyHashable(location.get()) }, set: { value, transaction in
            if let typed = value.base as? V { location.set(typed, transaction: transaction) }
        })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { location.get().id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { snapshot.startIndex }
    public var endIndex: Index { snapshot.endIndex }
    public var indices: Indices { snapshot.indices }
    public func index(after i: Index) -> Index { snapshot.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position), transaction: transaction)
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { snapshot.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: DynamicProperty {}

extension Binding: CustomStringConvertible {
    public var description: String { "Binding<\(Value.self)>(\(snapshot))" }
}

extension Binding: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        location.isSame(as: other.location) && ValueComparison.isEqual(snapshot, other.snapshot)
    }
}
