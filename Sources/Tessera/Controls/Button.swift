/// A control that initiates an action.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = action
        self.label = label()
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that closes the current context.
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation.
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Tessera.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized string
    /// key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Tessera.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a
    /// system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Tessera.Label(title, systemImage: systemImage) }
    }
}
