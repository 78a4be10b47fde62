import Testing
@_spi(Testing) @testable import Tessera

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
}
