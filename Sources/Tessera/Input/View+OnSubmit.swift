extension View {
    /// Adds an action to perform when the user submits a value to this view.
    ///
    /// A text field inside the view calls the action when the user presses Return in it.
    /// Several `onSubmit` modifiers around a field all run, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions, transform: { $0.append(SubmitAction(triggers: triggers, action: action)) })
    }

    /// Sets the submit label for this view.
    ///
    /// Differs from SwiftUI: Linux keyboards have no labelled Return key; the label is kept in
    /// the environment and changes nothing.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions, transform: { if isBlocking { $0 = [] } })
    }
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set of triggers from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(name: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(name: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(name: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(name: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(name: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(name: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(name: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// One `onSubmit` action with its triggers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension EnvironmentValues {
    private enum SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }
    private enum SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel { .return } }
    private enum TextFieldSubmitTriggerKey: EnvironmentKey { static var defaultValue: SubmitTriggers { .text } }

    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The submit label set with `submitLabel(_:)`.
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// The trigger Return in a text field fires: `.text`, or `.search` in a search field.
    var textFieldSubmitTrigger: SubmitTriggers {
        get { self[TextFieldSubmitTriggerKey.self] }
        set { self[TextFieldSubmitTriggerKey.self] = newValue }
    }

    /// Runs the submit actions for `trigger`, innermost first.
    func submit(_ trigger: SubmitTriggers) {
        for submit in submitActions.reversed() where submit.triggers.contains(trigger) { submit.action() }
    }
}
