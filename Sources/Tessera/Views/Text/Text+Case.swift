extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase

        /// `string` in this case.
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

extension EnvironmentValues {
    private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

    /// A stylistic override to transform the case of `Text` when displayed, using the
    /// environment's locale.
    ///
    /// Differs from SwiftUI: the case mapping is Unicode's default (locale-independent).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets a transform for the case of the text contained in this view when displayed.
    ///
    /// `nil` leaves the text as it is.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
