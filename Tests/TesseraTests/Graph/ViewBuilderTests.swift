import Testing
@_spi(Testing) import Tessera

private enum Mode { case a, b, c }

private struct Builder: View {
    let name: String?
    let mode: Mode
    var body: some View {
        if let name { Text("name \(name)") }
        switch mode {
        case .a: Text("mode a")
        case .b: Text("mode b"); Text("b again")
        case .c: EmptyView()
        }
        if #available(macOS 14, *) { Text("available") }
        Text("one"); Text("two"); Text("three"); Text("four"); Text("five")
        Text("six"); Text("seven"); Text("eight"); Text("nine"); Text("ten"); Text("eleven")
    }
}

@MainActor
@Suite("ViewBuilder")
struct ViewBuilderTests {
    @Test("if let, switch, availability and more than ten children")
    func statements() {
        let host = OffscreenHost(rootView: Builder(name: "x", mode: .b))
        let texts = host.rootSubviews.compactMap(\.text)
        #expect(texts.prefix(4) == ["name x", "mode b", "b again", "available"])
        #expect(texts.count == 15)
        host.rootView = Builder(name: nil, mode: .c)
        #expect(host.rootSubviews.count == 12)
    }

    @Test("Text + Text and interpolation")
    func text() {
        let count = 3
        let text = Text("a") + Text(verbatim: "b").bold() + Text("\(count) items")
        let host = OffscreenHost(rootView: text)
        #expect(host.tree.text == "ab3 items")
    }

    @Test("a view holding an AnyView compares by the wrapped view when its environment changes")
    func anyViewComparison() {
        struct Holder: View {
            let content: AnyView
            var body: some View { content }
        }
        let host = OffscreenHost(rootView: Holder(content: AnyView(Text("same"))))
        host.environment = { var e = EnvironmentValues(); e.font = .title; return e }()
        host.rootView = Holder(content: AnyView(Text("same")))
        #expect(host.tree.allNodes.contains { $0.text == "same" })
    }

    @Test("AnyView changes identity when the wrapped type changes")
    func anyView() {
        let host = OffscreenHost(rootView: AnyView(Text("x")))
        let first = host.tree.children.first?.typeName
        host.rootView = AnyView(Color.red)
        #expect(first == "Text")
        #expect(host.tree.children.first?.typeName == "Color")
    }
}
