// The `searchable` modifiers: each spelling builds a ``SearchableModifier``.
//
// Differs from SwiftUI: the field is drawn at the top of the modified view whatever the
// placement (see ``SearchFieldPlacement`` and Divergences Q1); the token forms
// (`searchable(text:tokens:…)`) are not built yet.

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// The field sits at the top of this view: a rounded box with a magnifying glass and the
    /// prompt ("Search" by default), a clear button while it holds text, and Cancel while
    /// searching. Views inside read `isSearching` and `dismissSearch` from the environment;
    /// Return in the field runs `onSubmit(of: .search)` actions; Ctrl+F focuses it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt, suggestions: nil))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, which configures the display of a search field.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    ///
    /// `isPresented` is true while search is active (the field has focus or holds text);
    /// setting it to true focuses the field, setting it to false dismisses the search.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt, suggestions: nil))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while searching.
    @available(swift, deprecated: 100000, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt,
                                    suggestions: AnyView(suggestions())))
    }

    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while searching.
    @available(swift, deprecated: 100000, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: Text(prompt),
                                    suggestions: AnyView(suggestions())))
    }

    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while searching.
    @available(swift, deprecated: 100000, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: Text(prompt),
                                    suggestions: AnyView(suggestions())))
    }
}
