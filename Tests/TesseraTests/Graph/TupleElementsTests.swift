import Testing
@_spi(Testing) @testable import Tessera

private struct Padded: View {
    let flag: Bool
    let name: String
    var body: some View { Text(name) }
}

@MainActor
@Suite("TupleView elements")
struct TupleElementsTests {
    @Test("element offsets and types are the tuple's own (as MemoryLayout reports them)")
    func offsets() {
        typealias Elements = (Color, Padded, Spacer, Text, EmptyView, Padded)
        let elements = TupleElements.views(of: Elements.self)
        let expected = [\Elements.0, \Elements.1, \Elements.2, \Elements.3, \Elements.4, \Elements.5]
            .map { MemoryLayout<Elements>.offset(of: $0)! }
        // An empty element (`EmptyView`) has no bytes: any offset reads it; key paths say 0.
        let sized = [0, 1, 2, 3, 5]
        #expect(sized.map { elements[$0].offset } == sized.map { expected[$0] })
        #expect(elements.map { ObjectIdentifier($0.type) } == [Color.self, Padded.self, Spacer.self, Text.self, EmptyView.self, Padded.self].map { ObjectIdentifier($0 as any View.Type) })
    }

    @Test("a tuple's elements that aren't views are left out; a single view is its own element")
    func nonViews() {
        let mixed = TupleElements.views(of: (Int, Text, String, Color).self)
        #expect(mixed.map { ObjectIdentifier($0.type) } == [ObjectIdentifier(Text.self), ObjectIdentifier(Color.self)])
        #expect(TupleElements.views(of: Text.self).map(\.offset) == [0])
        #expect(TupleElements.views(of: Int.self).isEmpty)
    }

    @Test("each element is read in place, with its value")
    func values() {
        let tuple = (Padded(flag: true, name: "first"), Text("second"), Padded(flag: false, name: "third"))
        let views = TupleElements.withAddress(of: tuple) { base in
            TupleElements.views(of: type(of: tuple)).map { $0.view(in: base) }
        }
        #expect((views[0] as? Padded)?.name == "first")
        #expect((views[1] as? Text) != nil)
        #expect((views[2] as? Padded)?.flag == false)
    }

    @Test("TupleView(_:) from a tuple value shows each view element in order, one slot each")
    func publicInit() {
        let host = OffscreenHost(rootView: VStack { TupleView((Text("a"), 7, Text("b"), Padded(flag: true, name: "c"))) })
        func tuple() -> ResolvedTree? { host.tree.allNodes.first { $0.baseName == "TupleView" } }
        #expect(tuple()?.children.map(\.id) == ["index(0)", "index(1)", "index(2)"])
        #expect(host.tree.allNodes.compactMap(\.text) == ["a", "b", "c"])
        host.rootView = VStack { TupleView((Text("a"), 7, Text("B"), Padded(flag: true, name: "c"))) }
        #expect(host.tree.allNodes.compactMap(\.text) == ["a", "B", "c"])
        #expect(tuple()?.subviewCount == 3)
    }
}
