/// The built-in button looks, drawn by ``ButtonChrome``.
enum BuiltInButtonLook: Equatable, Sendable {
    /// The label in the tint color (iOS's and GNOME's flat buttons).
    case borderless
    /// The label as is, in the primary color.
    case plain
    /// The label in the tint color on a tinted, rounded background.
    case bordered
    /// The label in white on a background filled with the tint.
    case borderedProminent
    /// The label in the link color (macOS's link buttons).
    case link
}

/// A built-in primitive style: the button draws its label through ``ButtonChrome`` and stays
/// the tap target itself.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var look: BuiltInButtonLook { get }
}

extension BuiltInButtonStyle {
    /// The style's body for code that calls `makeBody(configuration:)` itself: a button of this
    /// look around the configuration's label.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The default button style, based on the button's context: borderless.
public struct DefaultButtonStyle: BuiltInButtonStyle {
    /// Creates a default button style.
    public init() {}
    var look: BuiltInButtonLook { .borderless }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a
/// visual effect to indicate the pressed, focused, or enabled state of the button.
public struct PlainButtonStyle: BuiltInButtonStyle {
    /// Creates a plain button style.
    public init() {}
    var look: BuiltInButtonLook { .plain }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: BuiltInButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    var look: BuiltInButtonLook { .borderless }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: BuiltInButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    var look: BuiltInButtonLook { .bordered }
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    var look: BuiltInButtonLook { .borderedProminent }
}

/// A button style for buttons that emulate links.
public struct LinkButtonStyle: BuiltInButtonStyle {
    /// Creates a link button style.
    public init() {}
    var look: BuiltInButtonLook { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle, but may apply a
    /// visual effect to indicate the pressed, focused, or enabled state of the button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button style for buttons that emulate links.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
