extension OffscreenHost {
    /// Delivers a secondary click (the right mouse button, a two-finger click) at `point` in
    /// the host's coordinates: the topmost view with a context menu there opens it at the
    /// pointer. An open menu or popover the click is outside of closes first. Then the host
    /// updates. Returns whether a view took the click.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        let dismissed = graph.root?.dismissPopover(outside: point) == true
        if dismissed { update() }
        guard let root = graph.root,
              let node = HitTesting.topmost(at: point, in: root, where: { $0.modifierValue is SecondaryClickModifier }),
              let modifier = node.modifierValue as? SecondaryClickModifier else {
            if dismissed { return true }
            return false
        }
        modifier.action(point)
        update()
        return true
    }
}
