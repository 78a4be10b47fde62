/// The search field a `searchable` view shows: a rounded box with a magnifying glass, the text
/// field (its prompt while empty), a clear button while it holds text, and Cancel beside it
/// while searching, as on iOS.
///
/// It is a self-contained view so that a navigation bar or toolbar can place it elsewhere.
/// Return in it runs the `onSubmit(of: .search)` actions around the searchable view, not
/// `.text` ones; Ctrl+F focuses it (``ViewGraph/focusNearestSearchField()``).
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    let isFocused: FocusState<Bool>.Binding
    /// Whether Cancel shows (the field has focus or holds text).
    let isSearching: Bool
    let cancel: @MainActor @Sendable () -> Void

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                TextField(text: text, prompt: prompt) { prompt }
                    .textFieldStyle(.plain)
                    .focused(isFocused)
                    .environment(\.textFieldSubmitTrigger, .search)
                if !text.wrappedValue.isEmpty {
                    Button { text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 7)
            .background { RoundedRectangle(cornerRadius: 10).fill(Color.tertiarySystemFill) }
            if isSearching {
                Button("Cancel") { cancel() }
                    .buttonStyle(.borderless)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
