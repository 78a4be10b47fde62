/// What a button inside a presented alert or dialog does after its action: dismiss the
/// presentation. Buttons read it from the environment (set by ``PresentationLayer``).
struct PresentationButtonCompletion: Sendable {
    let run: @MainActor @Sendable () -> Void
}

extension EnvironmentValues {
    private enum PresentationButtonCompletionKey: EnvironmentKey {
        static var defaultValue: PresentationButtonCompletion? { nil }
    }

    /// Set inside an alert's or dialog's actions: run after a button's action.
    var presentationButtonCompletion: PresentationButtonCompletion? {
        get { self[PresentationButtonCompletionKey.self] }
        set { self[PresentationButtonCompletionKey.self] = newValue }
    }
}

/// A button's role, readable without knowing its label type (to find an alert's cancel button).
@MainActor
protocol RoledButton {
    var buttonRole: ButtonRole? { get }
}

extension Button: RoledButton {
    var buttonRole: ButtonRole? { role }
}
