/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value lives in the view graph, at the identity of the view that declares it: it
/// survives updates of the view value and is reset when the identity changes. A view depends
/// on a state only if its body reads it; writing it re-evaluates exactly those readers, once
/// per turn of the run loop however many writes happen.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    var location: StateLocation<Value>?

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get {
            guard let location else {
                warnUninstalled()
                return initialValue
            }
            return location.get()
        }
        nonmutating set {
            guard let location else {
                warnUninstalled()
                return
            }
            location.set(newValue, transaction: Transaction.current)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        guard let location else {
            warnUninstalled()
            return .constant(initialValue)
        }
        return Binding(location: location)
    }

    private func warnUninstalled() {
        RuntimeWarnings.report(
            "Accessing State<\(Value.self)>'s value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
            site: "State.uninstalled.\(Value.self)")
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (it starts as `nil`).
    public init() { initialValue = nil }
}

extension State: GraphInstallable {
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let initial = property.pointee.initialValue
        let graph = context.node.graph
        property.pointee.location = context.slot { StateLocation(value: initial, graph: graph) }
    }
}

extension State: ViewGraphComparable {
    /// State values are owned by the graph: two `State` fields of the same view are the same
    /// source of truth whatever initial value the new view value carries.
    func isGraphEqual(to other: Self) -> Bool { true }
}
