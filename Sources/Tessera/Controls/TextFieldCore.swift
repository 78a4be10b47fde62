/// The editable part of a `TextField` or `SecureField`: a leaf that measures one line of the
/// environment's font (or, with a vertical axis, its wrapped lines), draws the text, the
/// selection and the caret, takes focus, and edits its text with keys, typed text, the pointer
/// and the clipboard.
///
/// Invariants: the editor's text equals the binding's value after every reconcile (a write
/// from outside resets the editor; an edit writes the binding, then reconciles again, so a
/// binding that refuses the write — `.constant` — reverts the field, as in SwiftUI).
struct TextFieldCore: View {
    /// The field's title, for tests and tools.
    let title: String
    let text: Binding<String>
    let editor: TextEditingState
    let isSecure: Bool
    let axis: Axis
    /// Called when the field gains (true) or loses (false) focus: a formatted field parses its
    /// text when editing ends.
    let onEditingChanged: (Bool) -> Void
    /// Called when the user presses Return, before the `onSubmit` actions.
    let onCommit: () -> Void

    typealias Body = Never
}

extension TextFieldCore: PrimitiveView {
    func reconcile(in node: ViewNode) {
        editor.isMultiline = axis == .vertical
        // Reading the binding here makes the field depend on its source of truth.
        let value = text.wrappedValue
        if !editor.hasText(value) { editor.reset(to: value) }
    }
}

extension TextFieldCore: LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole {
        let geometry = TextFieldGeometry(core: self, environment: node.environment)
        let lineLimit = node.environment.lineLimit
        // A one-line field's size depends on its text only through its ideal width.
        let sized = axis == .vertical ? geometry.displayText : String(geometry.displayCharacters.prefix(TextFieldGeometry.windowRadius))
        let identity = TextFieldSizingIdentity(text: sized, font: geometry.font, axis: axis,
                                               lineLimit: lineLimit)
        return .leaf(LeafSizing(identity: identity) { proposal in
            geometry.size(for: proposal, lineLimit: lineLimit)
        })
    }
}

/// What a text field's size depends on.
private struct TextFieldSizingIdentity: Hashable {
    var text: String
    var font: ResolvedFont
    var axis: Axis
    var lineLimit: Int?
}

extension TextFieldCore: FocusTarget {
    func acceptsFocus(node: ViewNode) -> Bool { true }

    func focusDidChange(_ isFocused: Bool, node: ViewNode) {
        editor.isFocused = isFocused
        if isFocused {
            // Tabbing into a field selects its text, as on the desktop.
            if !editor.wasPlacedByPointer { editor.selectAll() }
        } else {
            editor.setCaret(editor.head)
        }
        editor.wasPlacedByPointer = false
        onEditingChanged(isFocused)
        node.invalidate()
    }
}

extension TextFieldCore: TextInputTarget {
    func insertText(_ string: String, node: ViewNode) {
        let accepted = axis == .vertical ? string : string.replacingNewlines()
        guard !accepted.isEmpty else { return }
        editor.insert(accepted, kind: accepted.count == 1 ? .typing : .other)
        didEdit(node)
    }
}

extension TextFieldCore {
    /// Writes an edit back through the binding and reconciles the field again.
    func didEdit(_ node: ViewNode) {
        let value = editor.text
        if text.wrappedValue != value { text.wrappedValue = value }
        node.invalidate()
    }

    /// Redraws after the selection moved (the text is unchanged).
    func didMoveSelection(_ node: ViewNode) {
        node.invalidate()
    }

    /// Submits: a formatted field commits its text, then the `onSubmit` actions around run
    /// (`.text` ones, or `.search` ones in a search field).
    func submit(_ node: ViewNode) {
        onCommit()
        node.environment.submit(node.environment.textFieldSubmitTrigger)
    }
}

extension TextEditingState {
    /// Whether the text equals `string`, without building a `String` when the lengths differ.
    func hasText(_ string: String) -> Bool {
        string.utf8.count >= characters.count && text == string
    }
}

extension String {
    /// The string with its line breaks replaced by spaces (what a one-line field shows and accepts).
    func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}
