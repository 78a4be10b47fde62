/// The context of the current state-processing update.
///
/// A transaction travels with a state change to the views it updates. Tessera does not animate
/// yet, so `animation` is carried but not acted on (see docs/Divergences.md).
public struct Transaction {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation, if any, associated with the current state change.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// The transaction of the state change being made (set by `withTransaction`; main thread only).
    nonisolated(unsafe) static var current = Transaction()

    private enum AnimationKey: TransactionKey { static var defaultValue: Animation? { nil } }
    private enum DisablesAnimationsKey: TransactionKey { static var defaultValue: Bool { false } }
    private enum IsContinuousKey: TransactionKey { static var defaultValue: Bool { false } }
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
    /// The associated type representing the type of the transaction key's value.
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Self.Value { get }
}

/// Executes a closure with the specified transaction and returns the result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// Executes a closure with the specified transaction key path and value and returns the result.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// Differs from SwiftUI: Tessera does not animate yet; the state change is applied at once and
/// the animation is carried in the transaction.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
