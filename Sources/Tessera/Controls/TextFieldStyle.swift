/// A specification for the appearance and interaction of a text field.
///
/// Differs from SwiftUI: only the built-in styles exist (Apple's protocol has no public
/// requirements either, so apps can't write their own).
public protocol TextFieldStyle {
    /// The built-in style this value stands for.
    var _kind: _TextFieldStyleKind { get }
}

/// The built-in text field styles.
public enum _TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

/// The default text field style, based on the text field's context (rounded border on Linux
/// desktops, as on macOS).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

/// A text field style with a system-defined square border (drawn like the rounded border).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A text field style with a system-defined square border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style._kind)
    }
}

extension EnvironmentValues {
    private enum TextFieldStyleKey: EnvironmentKey { static var defaultValue: _TextFieldStyleKind { .roundedBorder } }

    var textFieldStyleKind: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
