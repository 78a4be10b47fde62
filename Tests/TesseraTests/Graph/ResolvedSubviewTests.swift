import Testing
@_spi(Testing) import Tessera

private struct Pair: View {
    var body: some View {
        Text("first")
        Text("second")
    }
}

private struct Declared: View {
    let showExtra: Bool
    var body: some View {
        Text("a")
        ForEach(0..<3) { Text("row \($0)") }
        Group {
            Text("g1")
            Text("g2")
        }
        EmptyView()
        if showExtra { Text("extra") }
        HStack { Text("nested 1"); Text("nested 2") }
        Pair()
    }
}

@MainActor
@Suite("Declared vs resolved subviews")
struct ResolvedSubviewTests {
    @Test("ForEach of N gives N; Group and tuples flatten; EmptyView gives 0; if gives its branch; a nested stack is one")
    func resolution() {
        let host = OffscreenHost(rootView: Declared(showExtra: false))
        let names = host.rootSubviews.map { $0.text ?? $0.baseName }
        #expect(names == ["a", "row 0", "row 1", "row 2", "g1", "g2", "HStack", "first", "second"])
        host.rootView = Declared(showExtra: true)
        #expect(host.rootSubviews.count == 10)
        #expect(host.rootSubviews[6].text == "extra")
    }

    @Test("modifiers on a group apply to each of its subviews")
    func modifiersDistribute() {
        let host = OffscreenHost(rootView: Group { Text("x"); Text("y") }.frame(width: 10))
        #expect(host.rootSubviews.count == 2)
    }

    @Test("duplicate ForEach ids warn once and every element is still shown")
    func duplicateIDs() {
        let items = ["a", "b", "a", "c"]
        let host = OffscreenHost(rootView: VStack { ForEach(items, id: \.self) { Text($0) } })
        let texts = host.tree.allNodes.compactMap(\.text)
        #expect(texts == ["a", "b", "a", "c"])
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("occurs multiple times within the collection") })
    }
}
