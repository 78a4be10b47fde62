import Foundation

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string.
    ///
    /// The field shows the value in `format`; the edited text is parsed when the user presses
    /// Return or focus leaves the field. Text that doesn't parse leaves the value unchanged and
    /// the field shows it again.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), source: .formatted(value, format: format), prompt: prompt)
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), source: .formatted(value, format: format), prompt: prompt)
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound value, with a label you provide.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), source: .formatted(value, format: format), prompt: prompt)
    }
}

extension TextFieldSource {
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> TextFieldSource
        where F.FormatOutput == String {
        TextFieldSource(text: nil, format: { format.format(value.wrappedValue) }, parse: { text in
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        })
    }
}
