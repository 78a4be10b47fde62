/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
///
/// Differs from SwiftUI: only the built-in styles exist.
public protocol MenuStyle {
    /// The built-in style this value stands for.
    var _kind: _MenuStyleKind { get }
}

/// The built-in menu styles.
public enum _MenuStyleKind: Hashable, Sendable {
    case button, borderless
}

/// The default menu style, based on the menu's context (a bordered button).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public var _kind: _MenuStyleKind { .button }
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: _MenuStyleKind { .button }
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents when pressed.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: _MenuStyleKind { .borderless }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents
    /// when pressed.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's
    /// contents when pressed.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style for menus within this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyleKind, style._kind)
    }
}

extension EnvironmentValues {
    private enum MenuStyleKey: EnvironmentKey { static var defaultValue: _MenuStyleKind { .button } }

    var menuStyleKind: _MenuStyleKind {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}
