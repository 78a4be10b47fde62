import Testing
@_spi(Testing) import Tessera

private let fruits = ["Apple", "Banana", "Cherry", "Mango"]

/// Reports what the environment inside a searchable view says.
private struct SearchProbe: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        VStack {
            Text(isSearching ? "inside: searching" : "inside: idle")
            Button("Stop searching") { dismissSearch() }
        }
    }
}

private struct FruitSearch: View {
    let log: PresentationLog
    @State var query = ""
    @Environment(\.isSearching) private var outerIsSearching

    var body: some View {
        VStack {
            Text("query: \(query)")
            Text(outerIsSearching ? "outside: searching" : "outside: idle")
            List {
                SearchProbe()
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, prompt: "Fruit")
            .onSubmit(of: .search) { log.entries.append("search: \(query)") }
            .onSubmit { log.entries.append("text submit") }
        }
    }
}

private enum Scope: Hashable { case fruit, vegetable }

private struct SuggestingSearch: View {
    @State var query = ""
    @State var scope = Scope.fruit
    var body: some View {
        VStack {
            Text("query: \(query)")
            Text("scope: \(scope == .fruit ? "fruit" : "vegetable")")
            Color.clear
                .searchable(text: $query)
                .searchSuggestions {
                    Text("Apple suggestion").searchCompletion("apple")
                    Text("Pear suggestion").searchCompletion("pear")
                }
                .searchScopes($scope) {
                    Text("Fruit").tag(Scope.fruit)
                    Text("Vegetable").tag(Scope.vegetable)
                }
        }
    }
}

private struct PresentedSearch: View {
    @State var query = ""
    @State var presented = false
    var body: some View {
        VStack {
            Text(presented ? "presented" : "not presented")
            Button("Start") { presented = true }
            Button("End") { presented = false }
            SearchProbe().searchable(text: $query, isPresented: $presented)
        }
    }
}

private struct TwoFields: View {
    @State var query = ""
    @State var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("content").searchable(text: $query, prompt: Text("Find"))
        }
    }
}

/// The deprecated `searchable(text:prompt:suggestions:)` spelling, and suggestions that hide
/// themselves from the content.
private struct OldStyleSuggestions: View {
    @State var query = ""
    var hidesSuggestions = false
    var body: some View {
        VStack {
            Text("query: \(query)")
            Color.clear.searchable(text: $query, prompt: "Old") {
                Text("Kiwi suggestion").searchCompletion("kiwi")
                    .searchSuggestions(hidesSuggestions ? .hidden : .automatic, for: .content)
            }
        }
    }
}

private let size = CGSize(width: 360, height: 400)

extension OffscreenHost {
    /// Presses Ctrl+F.
    @discardableResult
    fileprivate func pressFind() -> Bool { press(key: "f", modifiers: .command) }

    /// Taps the middle of the first text reading `text`.
    fileprivate func tap(text: String) {
        guard let frame = frame(ofText: text) else { Issue.record("no text \(text)"); return }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

@MainActor
@Suite("Navigation: searchable")
struct SearchableTests {
    @Test("the field shows its prompt; typing into it filters the list through the binding")
    func typingFilters() {
        let host = OffscreenHost(rootView: FruitSearch(log: PresentationLog()), size: size)
        #expect(host.shows("Fruit"))
        #expect(host.shows("Apple") && host.shows("Mango"))
        #expect(host.pressFind())
        host.type("an")
        #expect(host.shows("query: an"))
        #expect(host.shows("Banana") && host.shows("Mango"))
        #expect(!host.shows("Apple") && !host.shows("Cherry"))
    }

    @Test("the default prompt is Search")
    func defaultPrompt() {
        let host = OffscreenHost(rootView: SuggestingSearch(), size: size)
        #expect(host.shows("Search"))
    }

    @Test("isSearching is true inside while the field has focus or text, never outside")
    func isSearching() {
        let host = OffscreenHost(rootView: FruitSearch(log: PresentationLog()), size: size)
        #expect(host.shows("inside: idle"))
        host.pressFind()
        #expect(host.shows("inside: searching"))
        host.type("a")
        host.resignFocus()
        #expect(host.shows("inside: searching"), "text keeps the search active")
        #expect(host.shows("outside: idle"))
        host.pressFind()
        host.press(key: .delete)
        host.resignFocus()
        #expect(host.shows("inside: idle"))
    }

    @Test("dismissSearch clears the text and takes focus from the field")
    func dismissSearch() {
        let host = OffscreenHost(rootView: FruitSearch(log: PresentationLog()), size: size)
        host.pressFind()
        host.type("ch")
        #expect(host.hasFocus)
        #expect(host.tapButton("Stop searching"))
        #expect(host.shows("query: "))
        #expect(host.shows("inside: idle"))
        #expect(!host.hasFocus)
        #expect(host.shows("Apple"))
    }

    @Test("Cancel shows while searching and ends the search")
    func cancel() {
        let host = OffscreenHost(rootView: FruitSearch(log: PresentationLog()), size: size)
        #expect(!host.shows("Cancel"))
        host.pressFind()
        #expect(host.shows("Cancel"))
        host.type("x")
        #expect(host.tapButton("Cancel"))
        #expect(!host.shows("Cancel"))
        #expect(host.shows("query: "))
        #expect(host.shows("inside: idle"))
    }

    @Test("Return in the field runs onSubmit(of: .search), not the .text actions")
    func submit() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: FruitSearch(log: log), size: size)
        host.pressFind()
        host.type("man")
        host.press(key: .return)
        #expect(log.entries == ["search: man"])
    }

    @Test("suggestions show while the field has focus; a tap on one completes the text")
    func suggestions() {
        let host = OffscreenHost(rootView: SuggestingSearch(), size: size)
        #expect(!host.shows("Apple suggestion"))
        host.pressFind()
        #expect(host.shows("Apple suggestion") && host.shows("Pear suggestion"))
        host.tap(text: "Pear suggestion")
        #expect(host.shows("query: pear"))
        #expect(!host.shows("Pear suggestion"))
        #expect(!host.hasFocus)
    }

    @Test("scopes show under the field once text is typed; a segment sets the scope; Cancel hides them")
    func scopes() {
        let host = OffscreenHost(rootView: SuggestingSearch(), size: size)
        host.pressFind()
        #expect(!host.shows("Vegetable"))
        host.type("b")
        #expect(host.shows("Vegetable"))
        host.tap(text: "Vegetable")
        #expect(host.shows("scope: vegetable"))
        host.tapButton("Cancel")
        #expect(!host.shows("Vegetable"))
    }

    @Test("Ctrl+F focuses the search field; with none, it isn't handled")
    func findShortcut() {
        let host = OffscreenHost(rootView: TwoFields(), size: size)
        host.moveFocus()
        #expect(host.focusedViewText == "Name")
        #expect(host.pressFind())
        #expect(host.focusedViewText == "Find")

        let plain = OffscreenHost(rootView: Text("no search"), size: size)
        #expect(!plain.pressFind())
    }

    @Test("isPresented follows the search and presents or dismisses it when written")
    func isPresentedBinding() {
        let host = OffscreenHost(rootView: PresentedSearch(), size: size)
        #expect(host.shows("not presented"))
        host.tapButton("Start")
        #expect(host.hasFocus)
        #expect(host.shows("inside: searching"))
        host.type("q")
        host.tapButton("End")
        #expect(host.shows("inside: idle"))
        #expect(!host.hasFocus)
        host.pressFind()
        #expect(host.shows("presented"))
    }

    @Test("the deprecated suggestions: spelling shows and completes suggestions")
    func deprecatedSuggestions() {
        let host = OffscreenHost(rootView: OldStyleSuggestions(), size: size)
        host.pressFind()
        #expect(host.shows("Kiwi suggestion"))
        host.tap(text: "Kiwi suggestion")
        #expect(host.shows("query: kiwi"))
    }

    @Test("searchSuggestions(.hidden, for: .content) keeps the list from covering the content")
    func hiddenSuggestions() {
        let host = OffscreenHost(rootView: OldStyleSuggestions(hidesSuggestions: true), size: size)
        host.pressFind()
        let kiwi = host.frame(ofText: "Kiwi suggestion")
        if let kiwi { host.tap(at: CGPoint(x: kiwi.midX, y: kiwi.midY)) }
        #expect(host.shows("query: "), "a hidden suggestion takes no tap")
    }

    @Test("Ctrl+F in a sheet focuses the sheet's search field, not the one behind it")
    func findInSheet() {
        let host = OffscreenHost(rootView: SheetWithSearch(), size: size)
        #expect(host.pressFind())
        #expect(host.focusedViewText == "In sheet")
    }
}

private struct SheetWithSearch: View {
    @State var behind = ""
    @State var inSheet = ""
    @State var showing = true
    var body: some View {
        Color.clear
            .searchable(text: $behind, prompt: "Behind")
            .sheet(isPresented: $showing) {
                Text("sheet").searchable(text: $inSheet, prompt: "In sheet")
            }
    }
}
