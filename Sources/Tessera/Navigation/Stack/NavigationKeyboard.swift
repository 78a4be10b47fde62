/// The keys that go back in a navigation stack: Escape and Alt+Left pop the top screen of the
/// topmost stack shown that has one, or go back a column in a collapsed split view (the last in drawing order: a stack in a sheet wins over
/// the one behind it).
extension ViewNode {
    /// Pops a screen if `press` is a back key and a shown stack has a screen above its root.
    func performNavigationBack(for press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        let isBack = (press.key == .escape && press.modifiers.isDisjoint(with: EventModifiers.shortcut))
            || (press.key == .leftArrow && press.modifiers.contains(.option))
        guard isBack, let stack = topmostStackWithScreens() else { return false }
        stack.goBack()
        return true
    }

    /// The last shown stack (depth-first, skipping hidden subtrees) that can go back: with a
    /// screen above its root, or a collapsed split view's column after the first.
    private func topmostStackWithScreens() -> NavigationStackModel? {
        var found: NavigationStackModel?
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced, layoutNode.parent != nil { return }
            if let screens = node.viewAs(NavigationPathScreens.self), screens.model.canGoBack { found = screens.model }
            for child in node.children { visit(child) }
        }
        visit(self)
        return found
    }
}
