/// An action that dismisses the current presentation (a sheet), read from the environment
/// with `@Environment(\.dismiss)`.
///
/// Outside a presentation, calling it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    /// Dismisses the current presentation.
    @MainActor
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    private enum DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
    private enum IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view this environment belongs to is currently presented (inside a sheet or
    /// popover).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
