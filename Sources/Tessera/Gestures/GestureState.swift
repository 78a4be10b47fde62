/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// Circle().gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let resetTransaction: (Transaction) -> Transaction
    /// The value's storage: a `State` the graph installs (the installer looks into dynamic
    /// properties' fields).
    private let storage: State<Value>

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        resetTransaction = { $0 }
        storage = State(initialValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = { _ in resetTransaction }
        storage = State(initialValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.resetTransaction = { transaction in
            var transaction = transaction
            reset(wrappedValue, &transaction)
            return transaction
        }
        storage = State(initialValue: wrappedValue)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { storage.wrappedValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    @MainActor func set(_ value: Value) {
        storage.wrappedValue = value
    }

    @MainActor func reset() {
        withTransaction(resetTransaction(Transaction())) { storage.wrappedValue = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { true }
}
