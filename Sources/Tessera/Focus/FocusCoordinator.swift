/// Where keyboard focus is in one view graph, and how key events and text reach it.
///
/// Invariants:
/// - At most one node has focus: ``focusedNode``, a mounted focus target (a `.focusable()`
///   view, a text field) or `nil`.
/// - The `@FocusState` values bound with `.focused(…)` around the focused node say so (`true`,
///   or the `equals:` value); every other binding holds its blank value (`false`, `nil`). The
///   coordinator writes them when focus moves; a binding written by the app moves focus at the
///   end of the update that sees the write (``FocusedModifier``).
/// - Key presses go to the focused node, then to its ancestors, until one handles them; Tab and
///   Shift-Tab that nobody handled move focus in traversal order (depth-first view order, which
///   is the order containers lay their subviews out in). With no focus, a key press does nothing.
@MainActor
final class FocusCoordinator {
    private unowned let graph: ViewGraph
    /// The focus target that holds focus.
    private(set) weak var focusedNode: ViewNode?
    /// Where copy, cut and paste go (a host replaces it with the system clipboard).
    var clipboard: any Clipboard = InMemoryClipboard()
    /// How to undo the `@FocusState` writes made for the focused node.
    private var claims: [() -> Void] = []

    init(graph: ViewGraph) { self.graph = graph }

    /// The focused node, if it is still in the graph.
    var focused: ViewNode? {
        guard let node = focusedNode, node.isMounted else { return nil }
        return node
    }

    /// Whether `node` holds focus or contains the node that does.
    func focusIsWithin(_ node: ViewNode) -> Bool {
        var current = focused
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    /// Moves focus to `node` (a focus target), or clears it with `nil`; updates the focus
    /// states bound around the old and the new focused view.
    func focus(_ node: ViewNode?) {
        let old = focused
        guard old !== node else { return }
        focusedNode = node
        if let old { Self.target(of: old)?.focusDidChange(false, node: old) }
        let resigning = claims
        claims = []
        for resign in resigning { resign() }
        guard let node else { return }
        Self.target(of: node)?.focusDidChange(true, node: node)
        var current: ViewNode? = node
        while let ancestor = current {
            if let binding = ancestor.modifierValue as? any FocusBindingModifier {
                claims.append(binding.claimFocus())
            }
            current = ancestor.parent
        }
    }

    /// Focuses the first focusable view inside `node` (itself included). Returns whether one was found.
    @discardableResult
    func focusFirst(in node: ViewNode) -> Bool {
        guard let target = focusableNodes(under: node).first else { return false }
        focus(target)
        return true
    }

    /// The focusable nodes under `root`, in traversal order.
    func focusableNodes(under root: ViewNode? = nil) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            guard node.environment.allowsHitTesting, node.environment.isEnabled else { return }
            if let subview = node.viewAs(Subview.self) {
                visit(subview.resolved.node)
                return
            }
            if let target = Self.target(of: node), target.acceptsFocus(node: node) { result.append(node) }
            for child in node.walkedChildren { visit(child) }
        }
        let starts = root.map { [$0] } ?? graph.eventRoots
        for start in starts { visit(start) }
        return result
    }

    /// Moves focus to the next (or previous) focusable view, wrapping around. Returns whether
    /// focus moved.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        let candidates = focusableNodes()
        guard !candidates.isEmpty else { return false }
        let next: ViewNode
        if let current = focused, let index = candidates.firstIndex(where: { $0 === current }) {
            let step = forward ? 1 : candidates.count - 1
            next = candidates[(index + step) % candidates.count]
        } else {
            next = forward ? candidates[0] : candidates[candidates.count - 1]
        }
        guard next !== focused else { return false }
        focus(next)
        return true
    }

    /// Delivers a key press: to the focused view and its ancestors until one handles it; then
    /// Tab/Shift-Tab move focus. Returns whether something handled it.
    @discardableResult
    func handle(_ press: KeyPress) -> Bool {
        // An open menu takes the keyboard first (Presentation/MenuKeyboardNavigation.swift).
        if let menu = graph.openMenuNavigation, menu.handler.handleKeyPress(press, node: menu.node) == .handled { return true }
        var current = focused
        while let node = current {
            if node.environment.isEnabled, let handler = Self.keyHandler(of: node),
               handler.handleKeyPress(press, node: node) == .handled {
                return true
            }
            current = node.parent
        }
        if let button = graph.root?.shortcutButton(for: press) {
            button.performShortcut()
            return true
        }
        if SearchFieldShortcut.matches(press), graph.focusNearestSearchField() { return true }
        if press.key == .escape, press.phase == .down, graph.root?.dismissTopmostPresentation() == true { return true }
        if graph.root?.performNavigationBack(for: press) == true { return true }
        if press.key == .tab, press.phase != .up, press.modifiers.isDisjoint(with: EventModifiers.shortcut) {
            return moveFocus(forward: !press.modifiers.contains(.shift))
        }
        return false
    }

    /// Delivers committed text (typing, an input method): to the focused text input if there is
    /// one, else as one key press per character. Returns whether something took it.
    @discardableResult
    func insertText(_ text: String) -> Bool {
        guard let node = focused else { return false }
        if let input = node.viewAs((any TextInputTarget).self), node.environment.isEnabled {
            input.insertText(text, node: node)
            return true
        }
        var handled = false
        for character in text {
            handled = handle(KeyPress(key: KeyEquivalent(character), characters: String(character))) || handled
        }
        return handled
    }

    static func target(of node: ViewNode) -> (any FocusTarget)? {
        if let modifier = node.modifierValue as? any FocusTarget { return modifier }
        return node.viewAs((any FocusTarget).self)
    }

    private static func keyHandler(of node: ViewNode) -> (any KeyPressHandler)? {
        if let modifier = node.modifierValue as? any KeyPressHandler { return modifier }
        return node.viewAs((any KeyPressHandler).self)
    }
}

/// A view or modifier that can hold keyboard focus.
@MainActor
protocol FocusTarget {
    /// Whether the view takes focus now (it is enabled; `.focusable(false)` says no).
    func acceptsFocus(node: ViewNode) -> Bool
    /// Tells the view it gained or lost focus (to redraw a caret or a focus ring).
    func focusDidChange(_ isFocused: Bool, node: ViewNode)
}

/// A view or modifier that reacts to key presses while it, or a view inside it, has focus.
@MainActor
protocol KeyPressHandler {
    func handleKeyPress(_ press: KeyPress, node: ViewNode) -> KeyPress.Result
}

/// A focused view that takes committed text (a text field).
@MainActor
protocol TextInputTarget {
    func insertText(_ text: String, node: ViewNode)
}

/// A `.focused(…)` modifier: binds a `@FocusState` to the focus inside it.
@MainActor
protocol FocusBindingModifier {
    /// Writes the binding's focused value; returns how to write its blank value back.
    func claimFocus() -> () -> Void
}

extension ViewGraph {
    /// Whether `node` (a focus target) holds focus.
    func isFocused(_ node: ViewNode) -> Bool { focus.focused === node }
}
