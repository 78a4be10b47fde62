/// The default toggle style: a switch, as GTK and iOS show a toggle.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// Creates a switch toggle style.
    public init() { tint = nil }

    /// Creates a switch style with a tint color.
    @available(swift, deprecated: 100000, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        ToggleSwitchRow(configuration: configuration, tint: tint)
    }
}

/// A toggle style that displays a checkbox followed by its label.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates a checkbox toggle style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ToggleCheckboxRow(configuration: configuration)
    }
}

/// A toggle style that displays as a button with its label as the title; the button is
/// filled while the toggle is on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ToggleButtonBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch style's body: the label, space, and a capsule track with a round knob (on the
/// trailing side and tinted when on). Only the switch takes taps, as on iOS.
struct ToggleSwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        let isOn = configuration.isOn
        HStack {
            if labelsVisibility != .hidden {
                configuration.label
                Spacer(minLength: 8)
            }
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? AnyShapeStyle(tint ?? Color.accentColor) : AnyShapeStyle(Color.systemFill))
                Circle().fill(Color.white).padding(2)
            }
            .frame(width: 46, height: 26)
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
        }
    }
}

/// The checkbox style's body: a rounded square (filled with a check mark when on) and the
/// label; the whole control takes taps, as on macOS.
struct ToggleCheckboxRow: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        let isOn = configuration.isOn
        HStack(spacing: 6) {
            ZStack {
                if isOn {
                    RoundedRectangle(cornerRadius: 4).fill(Color.accentColor)
                    Image(systemName: "checkmark").font(.caption.weight(.bold)).foregroundStyle(Color.white)
                } else {
                    RoundedRectangle(cornerRadius: 4).strokeBorder(Color(white: 0.6), lineWidth: 1)
                }
            }
            .frame(width: 18, height: 18)
            if labelsVisibility != .hidden { configuration.label }
        }
        .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

/// The button style's body: the label on a rounded rectangle, accent-filled with white text
/// when on, bordered when off.
struct ToggleButtonBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let isOn = configuration.isOn
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color.accentColor))
            .background {
                if isOn {
                    RoundedRectangle(cornerRadius: 6).fill(Color.accentColor)
                } else {
                    RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: 0.75), lineWidth: 1)
                }
            }
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}
