extension ViewNode {
    /// Dismisses the topmost presentation in this subtree (the last ``EscapeDismissible``
    /// layer in drawing order), as Escape does. Returns whether there was one.
    func dismissTopmostPresentation() -> Bool {
        var topmost: (ViewNode, any EscapeDismissible)?
        func visit(_ node: ViewNode) {
            if let layer = node.viewAs((any EscapeDismissible).self) { topmost = (node, layer) }
            for child in node.children { visit(child) }
        }
        visit(self)
        guard let (node, layer) = topmost else { return false }
        layer.dismissOnEscape(node: node)
        return true
    }
}
