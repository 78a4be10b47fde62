/// The body shared by `TextField` and `SecureField`: the editable core over the placeholder,
/// decorated by the environment's text field style.
struct TextFieldContent<Label: View>: View {
    let label: Label
    let source: TextFieldSource
    let prompt: Text?
    let axis: Axis
    let isSecure: Bool
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void
    /// The editing model: lives as long as the field's identity.
    @State private var editor = TextEditingState()
    /// A formatted field's text while it is being edited (`nil`: show the value's format).
    @State private var draft: String?
    @Environment(\.textFieldStyleKind) private var style

    var body: some View {
        let text = editedText
        let core = TextFieldCore(title: title, text: text, editor: editor, isSecure: isSecure, axis: axis,
                                 onEditingChanged: editingChanged, onCommit: commit)
        let placeholder = ZStack(alignment: axis == .vertical ? .topLeading : .leading) {
            if text.wrappedValue.isEmpty {
                Group {
                    if let prompt { prompt } else { label }
                }
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .allowsHitTesting(false)
            }
            core
        }
        // A list row's separator starts at the field's leading edge, whether it shows its
        // placeholder (a text) or what was typed (no text view), and under a bordered box.
        decorated(placeholder).alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
    }

    @ViewBuilder
    private func decorated(_ placeholder: some View) -> some View {
        switch style {
        case .plain:
            placeholder
        case .roundedBorder:
            placeholder
                .padding(.horizontal, 6)
                .padding(.vertical, 4)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.5).opacity(0.08)))
                .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: 0.5).opacity(0.5), lineWidth: 1))
        }
    }

    /// The title as plain text (for tests and tools).
    private var title: String {
        if let prompt { return prompt.plainText }
        return (label as? Text)?.plainText ?? ""
    }

    /// The string the core edits: the binding, or a formatted field's draft over its value.
    private var editedText: Binding<String> {
        if let text = source.text { return text }
        let format = source.format ?? { "" }
        let draft = $draft
        return Binding(get: { draft.wrappedValue ?? format() }, set: { draft.wrappedValue = $0 })
    }

    /// Focus moved in or out: editing ends with the draft committed.
    private func editingChanged(_ isEditing: Bool) {
        if !isEditing { commitDraft() }
        onEditingChanged(isEditing)
    }

    /// Return: the draft is committed, then the `onCommit` action runs.
    private func commit() {
        commitDraft()
        onCommit()
    }

    /// Parses a formatted field's draft into its value, and shows the value's format again.
    private func commitDraft() {
        guard let parse = source.parse else { return }
        if let text = draft { _ = parse(text) }
        draft = nil
    }
}
