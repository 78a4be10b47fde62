import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Log { var entries: [String] = [] }

private struct Form3: View {
    enum Field: Hashable { case first, second }
    let log: Log
    @State var first = ""
    @State var second = ""
    @FocusState var focus: Field?
    @FocusState var thirdFocused: Bool

    var body: some View {
        VStack {
            TextField("First", text: $first).focused($focus, equals: .first)
            TextField("Second", text: $second).focused($focus, equals: .second)
            Color.red.frame(width: 40, height: 20)
                .focusable()
                .focused($thirdFocused)
                .onKeyPress(.upArrow) { log.entries.append("up"); return .handled }
                .onKeyPress(characters: .letters) { press in log.entries.append("letter \(press.characters)"); return .handled }
            Button("Focus second") { focus = .second }
            Button("Clear") { focus = nil }
            Text("focus \(focus.map { "\($0)" } ?? "none") third \(thirdFocused)")
        }
    }
}

@MainActor
@Suite("Focus: FocusState, Tab traversal, key presses")
struct FocusTests {
    private func status(_ host: OffscreenHost<Form3>) -> String? {
        host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("focus ") }
    }

    @Test("Tab moves focus in view order, Shift-Tab back, and FocusState follows")
    func tabTraversal() {
        let host = OffscreenHost(rootView: Form3(log: Log()), size: CGSize(width: 300, height: 300))
        #expect(!host.hasFocus)
        #expect(host.press(key: .tab))
        #expect(host.focusedViewText == "First")
        #expect(status(host) == "focus first third false")
        host.press(key: .tab)
        #expect(host.focusedViewText == "Second")
        #expect(status(host) == "focus second third false")
        host.press(key: .tab)
        #expect(status(host) == "focus none third true")
        host.press(key: .tab)
        #expect(host.focusedViewText == "First")
        host.press(key: .tab, modifiers: .shift)
        #expect(status(host) == "focus none third true")
    }

    @Test("writing a FocusState moves focus; writing nil removes it")
    func programmaticFocus() {
        let host = OffscreenHost(rootView: Form3(log: Log()), size: CGSize(width: 300, height: 300))
        #expect(host.tapButton("Focus second"))
        #expect(host.focusedViewText == "Second")
        #expect(status(host) == "focus second third false")
        #expect(host.tapButton("Clear"))
        #expect(!host.hasFocus)
    }

    @Test("onKeyPress gets keys while its view has focus, not otherwise")
    func keyPresses() {
        let log = Log()
        let host = OffscreenHost(rootView: Form3(log: log), size: CGSize(width: 300, height: 300))
        #expect(!host.press(key: .upArrow))
        #expect(log.entries.isEmpty)
        host.press(key: .tab); host.press(key: .tab); host.press(key: .tab)
        #expect(host.press(key: .upArrow))
        #expect(host.type("k"))
        #expect(!host.press(key: .downArrow))
        #expect(log.entries == ["up", "letter k"])
    }

    @Test("a key event or typed text with no focused view is harmless")
    func noFocus() {
        let host = OffscreenHost(rootView: Form3(log: Log()), size: CGSize(width: 300, height: 300))
        #expect(!host.press(key: "a"))
        #expect(!host.press(key: .return, modifiers: .command))
        #expect(!host.type("hello"))
        #expect(!host.hasFocus)
        #expect(status(host) == "focus none third false")
    }

    @Test("disabled views are skipped by Tab")
    func disabledSkipped() {
        struct Two: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField("A", text: $a).disabled(true)
                    TextField("B", text: $b)
                }
            }
        }
        let host = OffscreenHost(rootView: Two())
        host.press(key: .tab)
        #expect(host.focusedViewText == "B")
        host.press(key: .tab)
        #expect(host.focusedViewText == "B")
    }
}
