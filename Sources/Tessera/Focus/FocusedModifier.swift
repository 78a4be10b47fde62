extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    ///
    /// The binding is `true` while this view, or a focusable view inside it, has focus. Setting
    /// it to `true` focuses the first focusable view inside; setting it to `false` while focus is
    /// inside removes focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// The binding equals `value` while this view, or a focusable view inside it, has focus.
    /// Setting it to `value` focuses the first focusable view inside.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}

/// Binds a `@FocusState` to whether focus is inside the modified view.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    public typealias Body = Never
}

extension _FocusedModifier: PrimitiveModifier, FocusBindingModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }

    func reconcile(content: BorrowedView, in node: ViewNode) {
        node.updateChild(key: .body, view: content, environment: node.environment)
        // Reading the binding makes this node depend on it: a write by the app comes back here.
        let wantsFocus = binding.location.get() == value
        let focus = node.graph.focus
        let location = binding.location, value = value
        if wantsFocus, !focus.focusIsWithin(node) {
            node.graph.enqueueAction { [weak node] in
                guard let node, node.isMounted, location.peek == value, !focus.focusIsWithin(node) else { return }
                if !focus.focusFirst(in: node) { location.set(location.blank, transaction: Transaction()) }
            }
        } else if !wantsFocus, focus.focusIsWithin(node) {
            node.graph.enqueueAction { [weak node] in
                guard let node, location.peek != value, focus.focusIsWithin(node) else { return }
                focus.focus(nil)
            }
        }
    }

    func claimFocus() -> () -> Void {
        let location = binding.location, value = value
        location.set(value, transaction: Transaction())
        return { if location.peek == value { location.set(location.blank, transaction: Transaction()) } }
    }
}
