import Foundation

/// A control that displays an editable text interface.
///
/// The field edits the string its binding points at: each edit writes the binding (so a model
/// behind `$model.text` sees every keystroke), and a change of the string from outside shows in
/// the field. While the text is empty the field shows its prompt, or else its title, in the
/// secondary style. Return runs the `onSubmit` actions around the field.
///
/// ```swift
/// TextField("Name", text: $name)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { save() }
/// ```
///
/// Differs from SwiftUI: the title is always used as the placeholder (no separate label is
/// shown, as on iOS and as on macOS outside a `Form`).
public struct TextField<Label: View>: View {
    let label: Label
    let source: TextFieldSource
    let prompt: Text?
    let axis: Axis
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void

    init(label: Label, source: TextFieldSource, prompt: Text?, axis: Axis = .horizontal,
         onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.label = label
        self.source = source
        self.prompt = prompt
        self.axis = axis
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a text field with a text label generated from a localized title string.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), source: .text(text), prompt: prompt)
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized
    /// title string.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), source: .text(text), prompt: prompt, axis: axis)
    }

    public var body: some View {
        TextFieldContent(label: label, source: source, prompt: prompt, axis: axis, isSecure: false,
                         onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), source: .text(text), prompt: nil)
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), source: .text(text), prompt: nil)
    }

    /// Creates a text field with a prompt and a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), source: .text(text), prompt: prompt)
    }

    /// Creates a text field with a prompt and a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), source: .text(text), prompt: prompt)
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized
    /// title string. With `.vertical`, the field wraps its text and grows to fit it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), source: .text(text), prompt: nil, axis: axis)
    }

    /// Creates a text field with a preferred axis and a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), source: .text(text), prompt: nil, axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt, and a text label generated from a
    /// localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), source: .text(text), prompt: prompt, axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt, and a text label generated from a
    /// title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(title), source: .text(text), prompt: prompt, axis: axis)
    }

    /// Creates a text field with a text label generated from a localized title string, and
    /// actions for when editing begins or ends and when the user commits.
    @available(swift, deprecated: 100000, message: "Use onSubmit and FocusState instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(label: Text(titleKey), source: .text(text), prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a text field with a text label generated from a title string, and actions for
    /// when editing begins or ends and when the user commits.
    @available(swift, deprecated: 100000, message: "Use onSubmit and FocusState instead")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(label: Text(title), source: .text(text), prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

/// Where a text field's text comes from: a string binding, or a value shown through a format
/// and parsed back when editing ends.
struct TextFieldSource {
    /// The edited string, for a string field.
    let text: Binding<String>?
    /// The value's text in its format, for a formatted field.
    let format: (() -> String)?
    /// Parses edited text and writes the value; returns whether it parsed.
    let parse: ((String) -> Bool)?

    static func text(_ binding: Binding<String>) -> TextFieldSource {
        TextFieldSource(text: binding, format: nil, parse: nil)
    }
}
