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

extension Button: PrimitiveView {
    /// The default (borderless) style: the label in the tint color — red for a destructive
    /// role, the secondary style when disabled — unless a foreground style was set; bold for
    /// the cancel button of an alert or dialog.
    func reconcile(in node: ViewNode) {
        // The derived environment depends only on the parent's and the role: keep it identical
        // across updates so the label skips its update when nothing changed.
        let environment = EnvironmentDerivation.derive(in: node, marker: role?.name ?? "") { environment in
            if !environment.isEnabled {
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            } else if role == .destructive && !environment.isSwipeActionButton {
                environment.foregroundStyle = AnyShapeStyle(Color.red)
            } else if environment.foregroundStyle == nil {
                environment.foregroundStyle = environment.tint ?? AnyShapeStyle(Color.accentColor)
            }
            if role == .cancel && environment.presentationButtonCompletion != nil {
                // An alert's or dialog's cancel button is bold.
                environment.font = (environment.font ?? .body).bold()
            }
        }
        node.updateChild(key: .body, view: label, environment: environment)
    }
}
