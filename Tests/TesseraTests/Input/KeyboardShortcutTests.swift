import Testing
@_spi(Testing) @testable import Tessera

/// A model the shortcut buttons change, so the tests read what ran.
@MainActor
final class ShortcutLog {
    var entries: [String] = []
}

@MainActor
struct ShortcutPanel: View {
    let log: ShortcutLog
    var deleteEnabled = true

    var body: some View {
        VStack {
            Button("Duplicate") { log.entries.append("duplicate") }
                .keyboardShortcut("d")
            Button("Delete") { log.entries.append("delete") }
                .keyboardShortcut(.delete, modifiers: [.command, .shift])
                .disabled(!deleteEnabled)
            HStack {
                Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                    .keyboardShortcut(.cancelAction)
                Button("Save") { log.entries.append("save") }
                    .keyboardShortcut(.defaultAction)
            }
            Button("Plain") { log.entries.append("plain") }
        }
    }
}

@MainActor
@Suite("keyboardShortcut: a key press performs its button's action")
struct KeyboardShortcutTests {
    @Test("Command-D (Ctrl-D on Linux) performs the button; D alone or with Shift does not")
    func commandKey() {
        let log = ShortcutLog()
        let host = OffscreenHost(rootView: ShortcutPanel(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.press(key: "d", modifiers: .command))
        #expect(host.press(key: "d", modifiers: .control))
        #expect(host.press(key: "D", modifiers: .control))
        #expect(log.entries == ["duplicate", "duplicate", "duplicate"])
        #expect(!host.press(key: "d"))
        #expect(!host.press(key: "d", modifiers: [.control, .shift]))
        #expect(!host.press(key: "x", modifiers: .control))
        #expect(log.entries.count == 3)
    }

    @Test("defaultAction is Return, cancelAction is Escape; a disabled button's shortcut does nothing")
    func standardActions() {
        let log = ShortcutLog()
        let host = OffscreenHost(rootView: ShortcutPanel(log: log, deleteEnabled: false), size: CGSize(width: 300, height: 300))
        #expect(host.press(key: .return))
        #expect(host.press(key: .escape))
        #expect(!host.press(key: .delete, modifiers: [.control, .shift]))
        #expect(log.entries == ["save", "cancel"])
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut("s").modifiers == .command)
    }

    @Test("a key the focused view handles goes to it first; the environment exposes the shortcut")
    func focusedViewFirst() {
        let log = ShortcutLog()
        struct Reader: View {
            let log: ShortcutLog
            @Environment(\.keyboardShortcut) private var shortcut
            var body: some View {
                Text(shortcut.map { String($0.key.character) } ?? "none")
                    .focusable()
                    .onKeyPress(.return) { log.entries.append("focused"); return .handled }
            }
        }
        let host = OffscreenHost(rootView: VStack {
            Reader(log: log).keyboardShortcut("k")
            ShortcutPanel(log: log)
        }, size: CGSize(width: 300, height: 400))
        #expect(host.frame(ofText: "k") != nil)
        host.moveFocus()
        #expect(host.press(key: .return))
        #expect(log.entries == ["focused"])
        host.resignFocus()
        #expect(host.press(key: .return))
        #expect(log.entries == ["focused", "save"])
    }
}
