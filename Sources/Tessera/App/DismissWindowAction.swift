/// An action that dismisses a window.
///
/// Read it with `@Environment(\.dismissWindow)`. Called without an identifier it closes the
/// window whose content called it; with one, every open window of that scene. The windowing
/// backend installs it in each window's environment; elsewhere calling it only logs a warning.
@MainActor @preconcurrency
public struct DismissWindowAction: Equatable, Sendable {
    /// The backend's handler; actions are equal when they share it.
    package final class Handler: Sendable {
        let dismiss: @MainActor @Sendable (_ id: String?) -> Void
        package init(dismiss: @escaping @MainActor @Sendable (_ id: String?) -> Void) { self.dismiss = dismiss }
    }

    let handler: Handler?

    /// An action that calls `handler` with the scene identifier (`nil`: the current window).
    package nonisolated init(handler: Handler?) { self.handler = handler }

    /// Dismisses the window in which this action is called.
    public func callAsFunction() { dismiss(nil) }

    /// Dismisses the windows of the scene with the identifier `id`.
    public func callAsFunction(id: String) { dismiss(id) }

    private func dismiss(_ id: String?) {
        guard let handler else {
            RuntimeWarnings.shared.warnOnce("dismissWindow has no effect: no windowing backend is running.",
                                            site: "DismissWindowAction.noBackend")
            return
        }
        handler.dismiss(id)
    }

    public nonisolated static func == (lhs: DismissWindowAction, rhs: DismissWindowAction) -> Bool {
        lhs.handler === rhs.handler
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static let defaultValue = DismissWindowAction(handler: nil)
}

extension EnvironmentValues {
    /// A window dismissal action stored in a view's environment.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
