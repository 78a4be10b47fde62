/// Ctrl+F (Command+F on a Mac keyboard) focuses the nearest search field, when no focused view
/// and no button's keyboard shortcut took the key press.
///
/// Differs from SwiftUI: a Tessera addition (iOS and macOS apps bind it themselves; see
/// Divergences Q5).
enum SearchFieldShortcut {
    static let shortcut = KeyboardShortcut("f", modifiers: .command)

    static func matches(_ press: KeyPress) -> Bool { shortcut.matches(press) }
}

extension ViewGraph {
    /// Focuses the search field nearest the focused view: the one of the innermost searchable
    /// view around it, else the first in the topmost presentation that has one, else the first
    /// in the window. Returns whether there was a search field.
    func focusNearestSearchField() -> Bool {
        var ancestor = focus.focused
        while let node = ancestor {
            if node.modifierValue is SearchableModifier, let field = node.firstSearchField {
                return focus.focusFirst(in: field)
            }
            ancestor = node.parent
        }
        for root in eventRoots.reversed() {
            if let field = root.firstSearchField {
                return focus.focusFirst(in: field)
            }
        }
        return false
    }
}

extension ViewNode {
    /// The first search field in this subtree in view order, not counting presented layers.
    var firstSearchField: ViewNode? {
        if viewIs(SearchField.self) { return self }
        for child in walkedChildren {
            if let field = child.firstSearchField { return field }
        }
        return nil
    }
}
