extension View {
    /// Configures the search suggestions for this view.
    ///
    /// Apply it outside `searchable` (on the searchable view or a view around it): while the
    /// search field has focus and the suggestions make at least one view, they show in a list
    /// over the searchable view's content. A suggestion with ``View/searchCompletion(_:)``
    /// fills the field with its completion when tapped.
    ///
    /// Differs from SwiftUI: suggestions always show in the content (never in a menu), and
    /// the list covers only the content's frame (see Divergences Q2).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestionsContent, SearchSuggestionsContent(view: AnyView(suggestions())))
    }

    /// Configures how to display search suggestions within this view.
    ///
    /// Apply it inside the suggestions: `.hidden` for `.content` (or `.automatic`) stops the
    /// list over the content from showing, since that is where Tessera shows suggestions.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformPreference(SearchSuggestionsHiddenKey.self) { hidden in
            if visibility == .hidden, !placements.isDisjoint(with: [.content, .automatic]) { hidden = true }
        }
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion.
    ///
    /// Tapping the suggestion replaces the search field's text with `completion` and closes
    /// the suggestions (the field gives up focus; the search stays active). Outside a
    /// suggestion list it changes nothing.
    ///
    /// Differs from SwiftUI: the tap doesn't submit the search (see Divergences Q2).
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
}

/// Suggestions set with `searchSuggestions(_:)`, for the searchable view inside to show.
struct SearchSuggestionsContent {
    let view: AnyView
}

/// What tapping a suggestion with a completion does (set by the searchable view for its list).
struct SearchCompletionAction {
    let complete: @MainActor (String) -> Void
}

/// Whether a suggestion asked to hide the suggestions shown in the content.
struct SearchSuggestionsHiddenKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// The suggestions over a searchable view's content: a list of the suggestion views, shown only
/// when there is at least one and none of them hides the list.
struct SearchSuggestionsList: View {
    let suggestions: AnyView
    let complete: SearchCompletionAction
    @State private var isHidden = false

    var body: some View {
        Group(subviews: suggestions) { subviews in
            if !subviews.isEmpty {
                List { subviews }
                    .listStyle(.plain)
                    .background(Color.systemBackground)
                    .opacity(isHidden ? 0 : 1)
                    .allowsHitTesting(!isHidden)
            }
        }
        .environment(\.searchSuggestionsPlacement, .content)
        .environment(\.searchCompletionAction, complete)
        .onPreferenceChange(SearchSuggestionsHiddenKey.self) { isHidden = $0 }
    }
}

/// A suggestion that fills the search field with its completion when tapped.
struct SearchCompletionModifier: ViewModifier {
    let completion: String
    @Environment(\.searchCompletionAction) private var action

    func body(content: Content) -> some View {
        if let action {
            let completion = completion
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .onTapGesture { action.complete(completion) }
        } else {
            content
        }
    }
}

extension EnvironmentValues {
    private enum SearchSuggestionsContentKey: EnvironmentKey { static var defaultValue: SearchSuggestionsContent? { nil } }
    private enum SearchCompletionActionKey: EnvironmentKey { static var defaultValue: SearchCompletionAction? { nil } }

    /// The suggestions a `searchSuggestions(_:)` around this view set.
    var searchSuggestionsContent: SearchSuggestionsContent? {
        get { self[SearchSuggestionsContentKey.self] }
        set { self[SearchSuggestionsContentKey.self] = newValue }
    }

    /// What a tapped suggestion's completion does, inside a suggestion list.
    var searchCompletionAction: SearchCompletionAction? {
        get { self[SearchCompletionActionKey.self] }
        set { self[SearchCompletionActionKey.self] = newValue }
    }
}
