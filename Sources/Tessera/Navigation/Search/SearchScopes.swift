/// The ways that searchable modifiers can show or hide search scopes.
public struct SearchScopeActivation: Sendable {
    enum Kind: Hashable, Sendable { case automatic, onTextEntry, onSearchPresentation }
    let kind: Kind

    /// The automatic activation of the scope bar: `onTextEntry`, as on iOS.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: .automatic) }
    /// An activation where the system shows search scopes when typing begins in the search
    /// field and hides search scopes after search cancellation.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: .onTextEntry) }
    /// An activation where the system shows search scopes after presenting search and hides
    /// search scopes after search cancellation.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: .onSearchPresentation) }

    /// Whether the scope bar shows while searching, given whether text was typed since search began.
    func showsScopes(hasEnteredText: Bool) -> Bool {
        kind == .onSearchPresentation || hasEnteredText
    }
}

extension View {
    /// Configures the search scopes for this view.
    ///
    /// Apply it outside `searchable`: while searching (from the first typed text, as on iOS),
    /// a segmented picker of `scopes` (tagged views) shows under the search field, bound to
    /// `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Configures the search scopes for this view with the specified activation strategy.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = Picker("Scope", selection: scope) { scopes() }
            .pickerStyle(.segmented)
            .labelsHidden()
        return environment(\.searchScopesContent, SearchScopesContent(activation: activation, picker: AnyView(picker)))
    }
}

/// Scopes set with `searchScopes`, for the searchable view inside to show.
struct SearchScopesContent {
    let activation: SearchScopeActivation
    let picker: AnyView
}

extension EnvironmentValues {
    private enum SearchScopesContentKey: EnvironmentKey { static var defaultValue: SearchScopesContent? { nil } }

    /// The scopes a `searchScopes` around this view set.
    var searchScopesContent: SearchScopesContent? {
        get { self[SearchScopesContentKey.self] }
        set { self[SearchScopesContentKey.self] = newValue }
    }
}
