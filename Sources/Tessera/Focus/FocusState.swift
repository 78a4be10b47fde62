/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// Use it with ``View/focused(_:)`` (a `Bool`) or ``View/focused(_:equals:)`` (an optional
/// `Hashable` value): the value says which of those views holds focus, and writing it moves
/// focus there programmatically.
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let blank: Value
    var location: FocusStateLocation<Value>?

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        blank = false
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        blank = nil
    }

    /// The current state value, taking into account whatever bindings might be in effect due
    /// to the current location of focus.
    public var wrappedValue: Value {
        get { location?.get() ?? blank }
        nonmutating set { location?.set(newValue, transaction: Transaction.current) }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: location ?? FocusStateLocation(blank: blank, graph: nil))
    }

    /// A property wrapper type that can read and write a focus state value.
    @propertyWrapper
    public struct Binding {
        let location: FocusStateLocation<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { location.get() }
            nonmutating set { location.set(newValue, transaction: Transaction.current) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// The storage of one `@FocusState`: a state value that also knows its "nothing focused"
/// value (`false` or `nil`).
final class FocusStateLocation<Value: Hashable>: AnyLocation<Value> {
    private var value: Value
    let blank: Value
    let source: DependencySource?
    private unowned(unsafe) let graph: ViewGraph?

    init(blank: Value, graph: ViewGraph?) {
        self.value = blank
        self.blank = blank
        self.graph = graph
        self.source = graph.map { _ in MainActor.assumeIsolated { DependencySource() } }
    }

    override func get() -> Value {
        if let source, let graph {
            MainActor.assumeIsolated { source.recordRead(in: graph) }
        }
        return value
    }

    /// The value without recording a dependency.
    var peek: Value { value }

    override func set(_ newValue: Value, transaction: Transaction) {
        guard newValue != value else { return }
        value = newValue
        if let source { MainActor.assumeIsolated { source.invalidateDependents() } }
    }
}

extension FocusState: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let blank = property.pointee.blank
        let graph = context.node.graph
        property.pointee.location = context.slot { FocusStateLocation(blank: blank, graph: graph) }
    }
}

extension FocusState: ViewGraphComparable {
    /// Owned by the graph, like `State`.
    func isGraphEqual(to other: Self) -> Bool { true }
}

extension FocusState.Binding: ViewGraphComparable {
    func isGraphEqual(to other: Self) -> Bool { location === other.location && location.peek == other.location.peek }
}
