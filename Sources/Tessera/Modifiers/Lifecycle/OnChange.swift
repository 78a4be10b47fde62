extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// The action runs after the update in which the value changed, with the old and new
    /// values; with `initial: true` it also runs when the view appears (old == new).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}

/// A modifier that runs an action when a value changes between updates.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void

    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    public typealias Body = Never
}

/// The value an `onChange` node saw last.
final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension _ValueActionModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        let new = value
        let action = action
        if let last = node.payload as? LastValue<Value> {
            if last.value != new {
                let old = last.value
                last.value = new
                node.graph.enqueueAction { action(old, new) }
            }
        } else {
            node.payload = LastValue(new)
            if initial { node.graph.enqueueAction { action(new, new) } }
        }
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}
