import Testing
@_spi(Testing) import Tessera

private enum Screen: Hashable { case home, search, settings }

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) count \(count)")
            Button("Increment \(name)") { count += 1 }
        }
    }
}

/// The older API: views with `tabItem` and `tag`, selected through a binding.
private struct TaggedTabs: View {
    @State var selection: Screen = .home
    var body: some View {
        TabView(selection: $selection) {
            Counter(name: "Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Screen.home)
            Text("Search page")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Screen.search)
            Text("Settings page")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Screen.settings)
        }
    }
}

/// The Tab API, with values.
private struct ValueTabs: View {
    @State var selection = "inbox"
    var unread = 3
    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox page") }
                .badge(unread)
            Tab("Sent", systemImage: "paperplane", value: "sent") { Text("Sent page") }
            Tab(value: "search", role: .search) { Text("Search page") }
        }
    }
}

@MainActor
private func makeHost<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 400) -> OffscreenHost<V> {
    let host = OffscreenHost(rootView: view, size: CGSize(width: width, height: height))
    host.update()
    return host
}

@MainActor
private func isShown<V: View>(_ text: String, in host: OffscreenHost<V>) -> Bool {
    host.placedFrame(ofText: text) != nil
}

@MainActor
@Suite("TabView")
struct TabViewTests {
    @Test("the binding's value selects the tab with that tag; the others aren't shown")
    func selectionByBinding() {
        let host = makeHost(TaggedTabs(selection: .search))
        #expect(isShown("Search page", in: host))
        #expect(!isShown("Settings page", in: host))
        #expect(!isShown("Home count 0", in: host))
        host.writeState(of: TaggedTabs.self, value: Screen.settings)
        host.update()
        #expect(isShown("Settings page", in: host))
        #expect(!isShown("Search page", in: host))
    }

    @Test("tapping a tab item selects its tab and writes the binding")
    func selectionByTap() {
        let host = makeHost(TaggedTabs())
        #expect(isShown("Home count 0", in: host))
        #expect(host.tapButton("Settings"))
        #expect(isShown("Settings page", in: host))
        #expect(!isShown("Home count 0", in: host))
        #expect(host.rootView.selection == .home, "the root value is the initial one; the state holds the selection")
        #expect(host.tapButton("Search"))
        #expect(isShown("Search page", in: host))
    }

    @Test("a tab's @State survives switching to another tab and back")
    func stateOfHiddenTabIsKept() {
        let host = makeHost(TaggedTabs())
        #expect(host.tapButton("Increment Home"))
        #expect(host.tapButton("Increment Home"))
        #expect(isShown("Home count 2", in: host))
        #expect(host.tapButton("Search"))
        #expect(!isShown("Home count 2", in: host))
        #expect(host.tapButton("Home"))
        #expect(isShown("Home count 2", in: host))
    }

    @Test("without tags or a binding, tabs select by position, starting at the first")
    func untaggedIndexSelection() {
        let host = makeHost(TabView {
            Text("First page").tabItem { Label("First", systemImage: "1.circle") }
            Text("Second page").tabItem { Label("Second", systemImage: "2.circle") }
        })
        #expect(isShown("First page", in: host))
        #expect(host.tapButton("Second"))
        #expect(isShown("Second page", in: host))
        #expect(!isShown("First page", in: host))
        #expect(host.tapButton("First"))
        #expect(isShown("First page", in: host))
    }

    @Test("untagged tabs of an Int selection are tagged by position")
    func untaggedIntBinding() {
        let host = makeHost(IntSelectionTabs())
        #expect(isShown("Page 1", in: host))
        #expect(host.tapButton("Tab 2"))
        #expect(isShown("selected 2", in: host))
        #expect(isShown("Page 2", in: host))
    }

    @Test("the older Image + Text tab item shows both, the image over the text")
    func imageAndTextTabItem() {
        let host = makeHost(TabView {
            Text("A page").tabItem { Image(systemName: "star"); Text("Starred") }
        })
        let title = host.placedFrame(ofText: "Starred")
        #expect((title?.minY ?? 0) > 400 - 49, "the item's title is in the bar")
        #expect(host.tapButton("Starred"))
    }

    @Test("the Tab API: values select tabs; a search tab is labelled Search")
    func tabAPIWithValues() {
        let host = makeHost(ValueTabs())
        #expect(isShown("Inbox page", in: host))
        #expect(host.tapButton("Sent"))
        #expect(isShown("Sent page", in: host))
        #expect(host.tapButton("Search"))
        #expect(isShown("Search page", in: host))
    }

    @Test("the Tab API without values keeps its own selection")
    func tabAPIWithoutValues() {
        let host = makeHost(TabView {
            Tab("Received", systemImage: "tray") { Text("Received page") }
            Tab("Drafts", systemImage: "doc") { Text("Drafts page") }
        })
        #expect(isShown("Received page", in: host))
        #expect(host.tapButton("Drafts"))
        #expect(isShown("Drafts page", in: host))
    }

    @Test("ForEach, if and TabSection inside the tab builder make one tab per Tab")
    func tabBuilderStatements() {
        let host = makeHost(BuiltTabs(showsExtra: true))
        #expect(host.tapButton("Tab b"))
        #expect(isShown("Page b", in: host))
        #expect(host.tapButton("Extra"))
        #expect(isShown("Extra page", in: host))
        #expect(host.tapButton("Sectioned"))
        #expect(isShown("Sectioned page", in: host))
        let without = makeHost(BuiltTabs(showsExtra: false))
        #expect(!without.tapButton("Extra"))
    }

    @Test("a badge is drawn on its tab item: a count, a string; zero draws none")
    func badges() {
        let withCount = makeHost(ValueTabs(unread: 3))
        #expect(withCount.displayList.allTexts.contains("3"))
        let frame = withCount.placedFrame(ofText: "3")
        #expect((frame?.minY ?? 0) > 400 - 49, "the badge is in the bar")
        let none = makeHost(ValueTabs(unread: 0))
        #expect(!none.displayList.allTexts.contains("0"))
        let text = makeHost(TabView {
            Text("A").tabItem { Label("Alerts", systemImage: "bell") }.badge("New")
        })
        #expect(text.displayList.allTexts.contains("New"))
        #expect(text.tapButton("Alerts"), "the badge isn't part of the item's title")
    }

    @Test("the selected tab fills the space above the 49-point bar")
    func frames() {
        let log = FrameLog()
        let host = OffscreenHost(rootView: FrameCollector(log) {
            TabView {
                Color.blue.readFrame("page").tabItem { Label("One", systemImage: "1.circle") }
                Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
            }
        }, size: CGSize(width: 320, height: 480))
        host.update()
        #expect(log.frames["page"] == CGRect(x: 0, y: 0, width: 320, height: 480 - 49))
        let title = host.placedFrame(ofText: "One")
        #expect((title?.minY ?? 0) >= 480 - 49)
        #expect((title?.maxY ?? .infinity) <= 480)
        #expect((title?.midX ?? 0) < 160, "two items share the width: the first in the left half")
    }

    @Test("a small page is centred in the tab's space")
    func smallPageIsCentred() {
        let host = makeHost(TabView {
            Text("Centre").tabItem { Label("One", systemImage: "1.circle") }
        })
        let frame = host.placedFrame(ofText: "Centre")
        #expect(abs((frame?.midX ?? 0) - 150) < 1)
        #expect(abs((frame?.midY ?? 0) - (400 - 49) / 2) < 1)
    }

    @Test("Ctrl+Page Down selects the next tab, Ctrl+Page Up the previous; both stop at the ends")
    func keyboardShortcuts() {
        let host = makeHost(TaggedTabs())
        #expect(host.press(key: .pageDown, modifiers: .control))
        #expect(isShown("Search page", in: host))
        host.press(key: .pageDown, modifiers: .control)
        #expect(isShown("Settings page", in: host))
        host.press(key: .pageDown, modifiers: .control)
        #expect(isShown("Settings page", in: host))
        host.press(key: .pageUp, modifiers: .control)
        #expect(isShown("Search page", in: host))
        host.press(key: .pageDown)
        #expect(isShown("Search page", in: host), "Page Down alone doesn't switch tabs")
    }

    @Test("page style: a drag past half the width pages; a short drag doesn't")
    func pageStyleDrag() {
        let host = makeHost(PagedTabs())
        #expect(isShown("Page 0", in: host))
        #expect(host.placedFrame(ofText: "Tab 0") == nil, "the page style has no tab bar")
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 200, y: 200))
        #expect(isShown("selected 0", in: host))
        host.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 40, y: 200))
        #expect(isShown("selected 1", in: host))
        #expect(isShown("Page 1", in: host))
        #expect(!isShown("Page 0", in: host))
        host.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 280, y: 200))
        #expect(isShown("selected 0", in: host))
        host.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 280, y: 200))
        #expect(isShown("selected 0", in: host), "no page before the first")
    }

    @Test("page style: while dragging, the uncovered neighbour shows beside the page")
    func pageStyleDragShowsNeighbour() {
        let host = makeHost(PagedTabs())
        host.pointerDown(at: CGPoint(x: 250, y: 200))
        host.pointerMove(to: CGPoint(x: 200, y: 200))
        host.pointerMove(to: CGPoint(x: 150, y: 200))
        let current = host.placedFrame(ofText: "Page 0")
        let next = host.placedFrame(ofText: "Page 1")
        #expect(current != nil && next != nil)
        if let current, let next { #expect(abs((next.midX - current.midX) - 300) < 1) }
        #expect(!isShown("Page 2", in: host))
        host.pointerUp(at: CGPoint(x: 150, y: 200))
        #expect(isShown("selected 0", in: host), "released before half the width: the page stays")
    }

    @Test("page style: tapping an index dot shows its page; .never hides the dots")
    func pageIndexDots() {
        let host = makeHost(PagedTabs())
        let dots = host.displayList.fillRects.filter { $0.width == 8 && $0.height == 8 }
        #expect(dots.count == 3)
        if let last = dots.max(by: { $0.midX < $1.midX }) {
            host.tap(at: CGPoint(x: last.midX, y: last.midY))
        }
        #expect(isShown("selected 2", in: host))
        let hidden = makeHost(PagedTabs(indexDisplayMode: .never))
        #expect(hidden.displayList.fillRects.filter { $0.width == 8 && $0.height == 8 }.isEmpty)
    }

    @Test("a selection matching no tag shows the first tab and warns")
    func unmatchedSelection() {
        let host = makeHost(StringSelectionTabs(selection: "missing"))
        #expect(isShown("A page", in: host))
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("matches no tab's tag") })
    }

    @Test("a tag of another type than the selection's warns and can't be selected by tapping")
    func wrongTagType() {
        let host = makeHost(StringSelectionTabs(selection: "a", secondTag: 7))
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("is not of the selection's type") })
        host.tapButton("B")
        #expect(isShown("A page", in: host))
    }

    @Test("a custom TabContent type shows the tabs of its body")
    func customTabContent() {
        let host = makeHost(TabView(selection: .constant(2)) { NumberTabs() })
        #expect(isShown("Number 2", in: host))
    }

    @Test("AnyTabContent shows the tabs it erases")
    func anyTabContent() {
        let host = makeHost(TabView(selection: .constant(1)) { AnyTabContent(NumberTabs()) })
        #expect(isShown("Number 1", in: host))
        #expect(!isShown("Number 2", in: host))
    }
}

private struct IntSelectionTabs: View {
    @State var selection = 1
    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<3) { index in
                Text("Page \(index)").tabItem { Label("Tab \(index)", systemImage: "circle") }
            }
        }
        .overlay(alignment: .top) { Text("selected \(selection)") }
    }
}

private struct PagedTabs: View {
    var indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<3) { index in
                Text("Page \(index)").tabItem { Text("Tab \(index)") }.tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .overlay(alignment: .top) { Text("selected \(selection)") }
    }
}

private struct StringSelectionTabs: View {
    @State var selection: String
    var secondTag: AnyHashable = "b"
    var body: some View {
        TabView(selection: $selection) {
            Text("A page").tabItem { Text("A") }.tag("a")
            Text("B page").tabItem { Text("B") }.tag(secondTag)
        }
    }
}

private struct BuiltTabs: View {
    let showsExtra: Bool
    @State private var selection = "a"
    var body: some View {
        TabView(selection: $selection) {
            ForEach(["a", "b"], id: \.self) { name in
                Tab("Tab \(name)", systemImage: "circle", value: name) { Text("Page \(name)") }
            }
            if showsExtra {
                Tab("Extra", systemImage: "star", value: "extra") { Text("Extra page") }
            }
            TabSection("More") {
                Tab("Sectioned", systemImage: "folder", value: "sectioned") { Text("Sectioned page") }
            }
        }
    }
}

private struct NumberTabs: TabContent {
    var body: some TabContent<Int> {
        Tab("One", systemImage: "1.circle", value: 1) { Text("Number 1") }
        Tab("Two", systemImage: "2.circle", value: 2) { Text("Number 2") }
    }
}
