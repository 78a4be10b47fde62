/// An action that ends the current search interaction, read from the environment with
/// `@Environment(\.dismissSearch)` inside a searchable view.
///
/// Calling it clears the search text and takes focus from the search field, as the field's
/// Cancel button does; `isSearching` becomes false. Outside a searchable view it does nothing.
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    /// Dismisses the current search operation, if any.
    @MainActor
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    private enum IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private enum DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }

    /// A Boolean value that indicates when the user is searching: true inside a searchable view
    /// while its search field has focus or holds text.
    ///
    /// Read it in a view inside the searchable view (the modifier sets it for its content, not
    /// for the view that applies `searchable`).
    ///
    /// Differs from SwiftUI: focus leaving an empty field ends the search (see Divergences Q4).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
