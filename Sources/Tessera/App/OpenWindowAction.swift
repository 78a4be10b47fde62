/// An action that presents a window.
///
/// Read it with `@Environment(\.openWindow)` and call it with the identifier of a
/// ``WindowGroup`` (opens a new window of the group) or of a ``Window`` (brings that window
/// forward, opening it if it was closed). The windowing backend installs the action in each
/// window's environment; elsewhere (offscreen, PNG output) calling it only logs a warning.
///
/// Differs from SwiftUI: windows presenting a value (`openWindow(value:)`) aren't supported.
@MainActor @preconcurrency
public struct OpenWindowAction: Equatable, Sendable {
    /// The backend's handler; actions are equal when they share it.
    package final class Handler: Sendable {
        let open: @MainActor @Sendable (_ id: String) -> Void
        package init(open: @escaping @MainActor @Sendable (_ id: String) -> Void) { self.open = open }
    }

    let handler: Handler?

    /// An action that calls `handler` with the requested scene identifier.
    package nonisolated init(handler: Handler?) { self.handler = handler }

    /// Opens a window of the scene with the identifier `id`.
    public func callAsFunction(id: String) {
        guard let handler else {
            RuntimeWarnings.shared.warnOnce("openWindow(id: \"\(id)\") has no effect: no windowing backend is running.",
                                            site: "OpenWindowAction.noBackend")
            return
        }
        handler.open(id)
    }

    public nonisolated static func == (lhs: OpenWindowAction, rhs: OpenWindowAction) -> Bool {
        lhs.handler === rhs.handler
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue = OpenWindowAction(handler: nil)
}

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
