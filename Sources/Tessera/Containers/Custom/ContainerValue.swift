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
        var current: ViewNode? = node
        while let modifierNode = current, modifierNode.modifierValue != nil {
            modifierNode.applyContainerValue(to: &values)
            current = modifierNode.children.first
        }
        return values
    }
}

extension ViewNode {
    /// Applies this node's container value, if it is a container-value modifier.
    func applyContainerValue(to values: inout ContainerValues) {
        (modifierValue as? _ContainerValueModifier)?.apply(&values)
    }
}
