/// An action that initiates a refresh operation (set with ``View/refreshable(action:)``, read
/// from ``EnvironmentValues/refresh``).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment (`nil` when none was set).
    @Entry public var refresh: RefreshAction? = nil
}

extension View {
    /// Marks this view as refreshable: a `List` in it refreshes its content with `action` when
    /// the user pulls it down (`OffscreenHost.pullToRefresh(at:)` in tests).
    ///
    /// Differs from SwiftUI: no progress indicator is shown while the action runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
