extension OffscreenHost {
    /// Delivers a tap at `point` with modifier keys held (for example a shift- or command-click
    /// that extends a list's selection), then updates. Views that don't care about modifier
    /// keys take the tap as a plain tap. Returns whether a view took the tap.
    @discardableResult
    public func tap(at point: CGPoint, modifiers: EventModifiers) -> Bool {
        if graph.root?.dismissPopover(outside: point) == true {
            update()
            return true
        }
        guard let root = graph.root, let (node, target) = HitTesting.tapTarget(at: point, in: root) else { return false }
        if let aware = target as? any ModifierAwareTapTarget {
            aware.performTap(at: point, node: node, modifiers: modifiers)
        } else {
            target.performTap(at: point, node: node)
        }
        update()
        return true
    }
}

/// A tap target whose action depends on the modifier keys held during the tap (a list row's
/// selection).
@MainActor
protocol ModifierAwareTapTarget: TapTarget {
    func performTap(at location: CGPoint, node: ViewNode, modifiers: EventModifiers)
}
