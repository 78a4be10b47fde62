import Testing
@_spi(Testing) @testable import Tessera
import TesseraTesting

@MainActor
@Suite(".commands: menus and command groups of the menu bar")
struct CommandsTests {
    @Test("CommandMenu and CommandGroup(replacing:/after:) build the menu bar; buttons' shortcuts become accelerators; items perform their actions")
    func menuBar() throws {
        let log = ShortcutLog()
        let scene = WindowGroup { Text("Notes") }
            .commands {
                CommandMenu("Tools") {
                    Button("Duplicate") { log.entries.append("duplicate") }
                        .keyboardShortcut("d")
                    Divider()
                    Button("Archive") { log.entries.append("archive") }
                        .disabled(true)
                }
                CommandGroup(replacing: .newItem) {
                    Button("New Note") { log.entries.append("new") }
                        .keyboardShortcut("n")
                }
                CommandGroup(after: .newItem) {
                    Button("Import…") { log.entries.append("import") }
                }
            }
        let descriptions = scene.sceneDescriptions
        try #require(descriptions.count == 1)
        let quit = MenuBarModel.Item(title: "Quit", shortcut: KeyboardShortcut("q")) { log.entries.append("quit") }
        let newWindow = MenuBarModel.Item(title: "New Window", shortcut: KeyboardShortcut("n")) {}
        let model = MenuBarModel(contributions: descriptions[0].commands,
                                 defaults: [.appTermination: [quit], .newItem: [newWindow]])
        #expect(model.menus.map(\.title) == ["File", "Tools"])
        let file = model.menus[0].sections.map { $0.map(\.title) }
        #expect(file == [["New Note", "Import…"], ["Quit"]])
        let tools = model.menus[1].sections
        #expect(tools.map { $0.map(\.title) } == [["Duplicate"], ["Archive"]])
        #expect(tools[0][0].shortcut == KeyboardShortcut("d", modifiers: .command))
        #expect(tools[1][0].isEnabled == false)
        #expect(model.menus[0].sections[0][1].shortcut == nil)

        tools[0][0].perform()
        model.menus[0].sections[0][0].perform()
        model.menus[0].sections[1][0].perform()
        #expect(log.entries == ["duplicate", "new", "quit"])
    }

    @Test("without commands only the defaults show; CommandGroup(before:) goes first; several CommandMenus keep their order")
    func defaultsAndOrder() {
        let plain = MenuBarModel(contributions: [], defaults: [.appTermination: [MenuBarModel.Item(title: "Quit") {}]])
        #expect(plain.menus.map(\.title) == ["File"])
        let scene = WindowGroup { Text("A") }
            .commands {
                CommandMenu("First") { Button("One") {} }
                CommandMenu("Second") { Button("Two") {} }
                CommandGroup(before: .help) { Button("Tips") {} }
                CommandGroup(replacing: .help) { Button("Manual") {} }
            }
        let model = MenuBarModel(contributions: scene.sceneDescriptions[0].commands)
        #expect(model.menus.map(\.title) == ["First", "Second", "Help"])
        #expect(model.menus[2].sections.map { $0.map(\.title) } == [["Tips", "Manual"]])
    }

    @Test("refresh() evaluates the commands again: an item's enabled state follows state; added items change the structure; performing an item runs its current action")
    func refreshFollowsState() {
        let counter = CommandCounter()
        let scene = WindowGroup { Text("A") }
            .commands {
                CommandMenu("Edit Items") {
                    Button("Add") { counter.count += 1 }
                    Button("Reset") { counter.count = 0 }
                        .disabled(counter.count == 0)
                    if counter.count > 1 {
                        Button("Reset All") { counter.count = 0 }
                    }
                }
            }
        let model = MenuBarModel(contributions: scene.sceneDescriptions[0].commands)
        #expect(model.allItems.map(\.title) == ["Add", "Reset"])
        #expect(model.allItems.map(\.isEnabled) == [true, false])
        #expect(model.refresh() == false)

        model.allItems[0].perform()
        #expect(counter.count == 1)
        #expect(model.allItems[1].isEnabled == false)  // not until the commands are evaluated again
        #expect(model.refresh() == false)
        #expect(model.allItems.map(\.isEnabled) == [true, true])

        model.allItems[0].perform()
        #expect(model.refresh() == true)
        #expect(model.allItems.map(\.title) == ["Add", "Reset", "Reset All"])
        model.allItems[2].perform()
        #expect(counter.count == 0)
        #expect(model.refresh() == true)
        #expect(model.allItems.map(\.title) == ["Add", "Reset"])
        #expect(model.allItems.map(\.isEnabled) == [true, false])
    }

    @Test("a view in the commands that observes an object asks for a refresh when the object changes")
    func observedChangeAsksForRefresh() async throws {
        let object = ObservedCommandState()
        let scene = WindowGroup { Text("A") }
            .commands {
                CommandMenu("Tools") { ObservingCommandItems(state: object) }
            }
        let model = MenuBarModel(contributions: scene.sceneDescriptions[0].commands)
        var requests = 0
        model.onNeedsRefresh = { requests += 1 }
        #expect(model.allItems.map(\.isEnabled) == [false])
        object.isReady = true
        // (Test runners run the main actor off the main thread: the change arrives by a main-actor task.)
        await Polling.yieldUntil { requests >= 1 }
        #expect(requests >= 1)
        model.refresh()
        #expect(model.allItems.map(\.isEnabled) == [true])
    }
}

/// State the commands read (a plain class: only evaluating the commands again sees changes).
@MainActor
private final class CommandCounter {
    var count = 0
}

private final class ObservedCommandState: ObservableObject {
    @Published var isReady = false
}

private struct ObservingCommandItems: View {
    @ObservedObject var state: ObservedCommandState
    var body: some View {
        Button("Run") {}
            .disabled(!state.isReady)
    }
}
