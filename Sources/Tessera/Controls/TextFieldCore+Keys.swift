/// The keys a text field handles while focused: editing, caret movement, selection with
/// Shift, clipboard and undo shortcuts (Control or Command), and Return to submit. Keys it
/// doesn't use (Tab, Escape, Up/Down in a one-line field) go on to `onKeyPress` handlers and
/// focus traversal.
extension TextFieldCore: KeyPressHandler {
    func handleKeyPress(_ press: KeyPress, node: ViewNode) -> KeyPress.Result {
        guard press.phase != .up else { return .ignored }
        let modifiers = press.modifiers
        let shortcut = !modifiers.isDisjoint(with: [.control, .command])
        let byWord = modifiers.contains(.control) || modifiers.contains(.option)
        let extending = modifiers.contains(.shift)
        switch press.key {
        case .leftArrow:
            editor.move(modifiers.contains(.command) ? .lineStart : .left, byWord: byWord, extending: extending)
        case .rightArrow:
            editor.move(modifiers.contains(.command) ? .lineEnd : .right, byWord: byWord, extending: extending)
        case .upArrow, .downArrow:
            guard axis == .vertical else { return .ignored }
            editor.move(press.key == .upArrow ? .up : .down, extending: extending)
        case .home:
            editor.move(shortcut ? .documentStart : .lineStart, extending: extending)
        case .end:
            editor.move(shortcut ? .documentEnd : .lineEnd, extending: extending)
        case .delete:
            editor.deleteBackward(byWord: byWord)
            didEdit(node)
            return .handled
        case .deleteForward:
            editor.deleteForward(byWord: byWord)
            didEdit(node)
            return .handled
        case .return:
            if axis == .vertical, !shortcut {
                editor.insert("\n", kind: .other)
                didEdit(node)
            } else {
                submit(node)
            }
            return .handled
        default:
            if shortcut { return handleShortcut(press, node: node) }
            guard press.key.isPrintable, modifiers.isDisjoint(with: EventModifiers.shortcut), !press.characters.isEmpty else {
                return .ignored
            }
            insertText(press.characters, node: node)
            return .handled
        }
        didMoveSelection(node)
        return .handled
    }

    /// Control (or Command) with a letter: select all, copy, cut, paste, undo, redo.
    private func handleShortcut(_ press: KeyPress, node: ViewNode) -> KeyPress.Result {
        let letter = press.key.character.lowercased()
        let clipboard = node.graph.focus.clipboard
        switch letter {
        case "a":
            editor.selectAll()
            didMoveSelection(node)
        case "c":
            guard !isSecure, !editor.selection.isEmpty else { return .handled }
            clipboard.setText(editor.selectedText)
        case "x":
            guard !isSecure, !editor.selection.isEmpty else { return .handled }
            clipboard.setText(editor.selectedText)
            editor.deleteBackward()
            didEdit(node)
        case "v":
            clipboard.readText { [weak node] pasted in
                guard let node, node.isMounted, let pasted, !pasted.isEmpty else { return }
                let accepted = axis == .vertical ? pasted : pasted.replacingNewlines()
                editor.insert(accepted, kind: .other)
                didEdit(node)
            }
        case "z":
            if press.modifiers.contains(.shift) ? editor.redo() : editor.undo() { didEdit(node) }
        case "y":
            if editor.redo() { didEdit(node) }
        default:
            return .ignored
        }
        return .handled
    }
}
