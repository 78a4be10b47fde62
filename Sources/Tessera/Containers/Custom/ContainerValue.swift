extension View {
    /// Sets a particular container value of a view.
    ///
    /// The value is read by the view's direct container through the resolved subview's
    /// `containerValues`; set on a `Section`, it applies to every subview in it. The value
    /// closest to the view wins.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier(apply: { $0[keyPath: keyPath] = value }))
    }
}

/// A modifier that sets a container value on each subview it applies to.
public struct _ContainerValueModifier: ViewModifier {
    let apply: (inout ContainerValues) -> Void
    public typealias Body = Never
}

extension _ContainerValueModifier: PrimitiveModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }
}

extension ResolvedSubview {
    /// The container values set on this subview: those it carried from an enclosing custom
    /// container (a placed `Subview`), then by modifiers applied to several subviews at once
    /// (outermost first), then by its own modifier chain from the outside in, so the value
    /// closest to the view wins.
    var containerValues: ContainerValues {
        // A subview passed on to another container keeps the values it was given.
        var values = node.viewAs(Subview.self)?.containerValues ?? ContainerValues()
        for wrapper in wrappers.reversed() { wrapper.applyContainerValue(to: &values) }
        node.walkSingleSubviewPath { $0.applyContainerValue(to: &values) }
        return values
    }
}

extension ViewNode {
    /// Visits the nodes from this one down to the one view it shows, outermost first, and
    /// returns the last: through modifiers, and — when a modifier's content is one view —
    /// through the composite views, groups and one-row `ForEach`es on the way to it (which can
    /// carry container values and `ForEach` ids of their own).
    @discardableResult
    func walkSingleSubviewPath(_ visit: (ViewNode) -> Void) -> ViewNode {
        var current = self
        while true {
            visit(current)
            let next: ViewNode?
            if current.modifierValue != nil {
                next = current.children.first
            } else if current.subviewBehavior == .transparent || current.subviewBehavior == .elements {
                next = current.children.first { $0.subviewCount > 0 }
            } else {
                next = nil
            }
            guard let next else { return current }
            current = next
        }
    }

    /// Applies this node's container value, if it is a container-value modifier.
    func applyContainerValue(to values: inout ContainerValues) {
        (modifierValue as? _ContainerValueModifier)?.apply(&values)
    }
}
