/// The state and layout of one searchable view: the search field on top, the scope bar under
/// it while scopes are active, then the content; while the field has focus, the suggestions
/// cover the content.
///
/// Invariants: `isSearching` (in the content's environment) is true exactly while the field has
/// focus or holds text; an `isPresented` binding follows it, and a write to the binding focuses
/// the field (true) or dismisses the search (false).
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    /// Suggestions given to the deprecated `searchable(…suggestions:)` spellings.
    let suggestions: AnyView?

    @FocusState private var isFocused: Bool
    /// Whether text was typed since search began (`SearchScopeActivation.onTextEntry`).
    @State private var hasEnteredText = false
    @Environment(\.searchSuggestionsContent) private var environmentSuggestions
    @Environment(\.searchScopesContent) private var scopes

    func body(content: Content) -> some View {
        let searching = isFocused || !text.wrappedValue.isEmpty
        let dismiss = dismissAction
        let shownSuggestions = isFocused ? suggestions ?? environmentSuggestions?.view : nil
        VStack(spacing: 0) {
            SearchField(text: text, prompt: prompt ?? Text("Search"), isFocused: $isFocused, isSearching: searching,
                        cancel: dismiss)
            if let scopes, searching, scopes.activation.showsScopes(hasEnteredText: hasEnteredText) {
                scopes.picker
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
            content
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, DismissSearchAction(dismiss))
                .overlay(alignment: .top) {
                    if let shownSuggestions {
                        SearchSuggestionsList(suggestions: shownSuggestions, complete: completion)
                    }
                }
        }
        .onChange(of: text.wrappedValue) { _, newText in
            if !newText.isEmpty { hasEnteredText = true }
        }
        .onChange(of: searching) { _, isSearching in
            if !isSearching { hasEnteredText = false }
            if let isPresented, isPresented.wrappedValue != isSearching { isPresented.wrappedValue = isSearching }
        }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, wanted in
            if wanted, !searching {
                isFocused = true
            } else if !wanted, searching {
                dismiss()
            }
        }
        .onAppear {
            if isPresented?.wrappedValue == true { isFocused = true }
        }
    }

    /// Ends the search: clears the text and takes focus from the field.
    private var dismissAction: @MainActor @Sendable () -> Void {
        let text = text, focus = $isFocused
        return {
            if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
            focus.wrappedValue = false
        }
    }

    /// Completes the search text with a suggestion's completion and closes the suggestions.
    private var completion: SearchCompletionAction {
        let text = text, focus = $isFocused
        return SearchCompletionAction { completion in
            text.wrappedValue = completion
            focus.wrappedValue = false
        }
    }
}
