/// A control into which people securely enter private text.
///
/// It edits like a `TextField` but shows a bullet for each character, and doesn't copy or
/// cut its text.
public struct SecureField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let prompt: Text?

    /// Creates a secure field with a binding to the text and a label you provide.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.prompt = prompt
    }

    public var body: some View {
        TextFieldContent(label: label, source: .text(text), prompt: prompt, axis: .horizontal, isSecure: true,
                         onEditingChanged: { _ in }, onCommit: {})
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a secure field with a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a secure field with a prompt and a label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt and a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
