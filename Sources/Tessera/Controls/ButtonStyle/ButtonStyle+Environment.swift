/// A style set with `.buttonStyle(_:)`: a ``ButtonStyle`` (the button keeps its interaction) or
/// a ``PrimitiveButtonStyle`` (the style's body triggers the action).
enum AnyButtonStyle {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension EnvironmentValues {
    private enum ButtonStylesKey: EnvironmentKey { static var defaultValue: [AnyButtonStyle] { [] } }

    /// The button styles set around this environment, outermost first: the last one styles a
    /// button; a primitive style's body sees the ones before it (so a `Button(configuration)`
    /// inside it draws with the style set outside it). Empty: the automatic style.
    var buttonStyles: [AnyButtonStyle] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyles) { $0.append(.style(style)) }
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyles) { $0.append(.primitive(style)) }
    }
}

extension View {
    /// The system's own buttons (an alert's, a dialog's, a menu's) draw in the platform's look,
    /// whatever button style, control size or border shape the presenting view set, as in
    /// SwiftUI.
    func resettingButtonStyles() -> some View {
        environment(\.buttonStyles, []).environment(\.controlSize, .regular).environment(\.buttonBorderShape, .automatic)
    }
}
