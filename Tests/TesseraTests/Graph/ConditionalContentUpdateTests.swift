import Testing
@_spi(Testing) @testable import Tessera

@MainActor
@Suite("Conditional content: comparing and updating a branch in place")
struct ConditionalContentUpdateTests {
    struct Leaf: View {
        let value: Int
        var body: some View { Text("\(value)") }
    }

    struct Switcher: View {
        @State var showsLeaf = true
        @State var value = 0

        var body: some View {
            if showsLeaf {
                Leaf(value: value)
            } else {
                Text("Other \(value)")
            }
        }
    }

    typealias Conditional = _ConditionalContent<Leaf, Text>

    @Test("the branch is read from the tag byte the runtime lays out after the larger payload")
    func tagByteLayout() {
        #expect(ConditionalLayout.tagOffset(of: Conditional.self, trueContent: Leaf.self, falseContent: Text.self)
            == MemoryLayout<Text>.size)
        #expect(ConditionalLayout.tagOffset(of: _ConditionalContent<EmptyView, EmptyView>.self,
                                            trueContent: EmptyView.self, falseContent: EmptyView.self) == 0)
        // A layout without room for a tag byte takes the switch.
        #expect(ConditionalLayout.tagOffset(size: 16, trueSize: 16, falseSize: 8) == nil)
    }

    @Test("conditionals are equal only in the same branch with equal views")
    func comparison() {
        let compare = ComparisonPlans.comparer(for: Conditional.self)
        func equal(_ a: Conditional, _ b: Conditional) -> Bool { ComparisonPlans.isEqual(a, b, using: compare) }
        #expect(equal(.trueContent(Leaf(value: 1)), .trueContent(Leaf(value: 1))))
        #expect(!equal(.trueContent(Leaf(value: 1)), .trueContent(Leaf(value: 2))))
        #expect(equal(.falseContent(Text("a")), .falseContent(Text("a"))))
        #expect(!equal(.falseContent(Text("a")), .falseContent(Text("b"))))
        #expect(!equal(.trueContent(Leaf(value: 1)), .falseContent(Text("1"))))
        #expect(!equal(.falseContent(Text("1")), .trueContent(Leaf(value: 1))))
    }

    @Test("an update in the same branch re-evaluates the branch only when its value changed; a new branch replaces it")
    func updates() {
        let host = OffscreenHost(rootView: Switcher(), size: CGSize(width: 200, height: 100))
        #expect(host.bodyEvaluations(of: Leaf.self) == 1)
        #expect(host.textFrames.map(\.text) == ["0"])

        host.writeState(of: Switcher.self, slot: 1, value: 5)
        host.update()
        #expect(host.bodyEvaluations(of: Leaf.self) == 2)
        #expect(host.textFrames.map(\.text) == ["5"])

        host.writeState(of: Switcher.self, slot: 0, value: false)
        host.update()
        #expect(host.bodyEvaluations(of: Leaf.self) == 2)
        #expect(host.textFrames.map(\.text) == ["Other 5"])

        host.writeState(of: Switcher.self, slot: 0, value: true)
        host.update()
        #expect(host.bodyEvaluations(of: Leaf.self) == 3)
        #expect(host.textFrames.map(\.text) == ["5"])
    }
}
