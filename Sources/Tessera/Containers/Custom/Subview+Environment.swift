extension Subview {
    /// Shows the original view here: it takes its environment from this placement (so a
    /// container's `.font(…)` applies to it), with the environment modifiers written around it
    /// in the declared content applied on top (they are closer to the view, so they win).
    func reconcile(in node: ViewNode) {
        let original = resolved.node
        original.placement = node
        original.update(to: original.view, environment: node.environment)
    }
}

/// A modifier that writes environment values for its content.
@MainActor
protocol EnvironmentWriting {
    func write(to environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    func write(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension _EnvironmentKeyTransformModifier: EnvironmentWriting {
    func write(to environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

extension _EnvironmentObjectWritingModifier: EnvironmentWriting {
    func write(to environment: inout EnvironmentValues) { environment.setObject(object, of: type) }
}

extension ViewNode {
    /// The environment of this node when a `Subview` node shows it: the placement's
    /// environment, then the environment modifiers between the custom container's hidden
    /// source and this node, outermost first.
    func placedEnvironment(under placementNode: ViewNode) -> EnvironmentValues {
        var environment = placementNode.environment
        var chain: [ViewNode] = []
        var current = parent
        while let node = current {
            chain.append(node)
            if let owner = node.parent, owner.subviewBehavior == .transform, owner.children.first === node { break }
            current = node.parent
        }
        for node in chain.reversed() {
            (node.modifierValue as? any EnvironmentWriting)?.write(to: &environment)
        }
        return environment
    }
}
