import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// Rows whose id is an `Int` are keyed without an `AnyHashable` (`ChildKey.integerElement`):
/// their state must still follow their id, over a range or a list, and whether the id is an
/// `Int` or an `AnyHashable` wrapping one.
private struct CounterRow: View {
    let id: Int
    @State private var taps = 0
    var body: some View {
        Button("tap \(id)") { taps += 1 }
        Text("row \(id): \(taps)")
    }
}

private struct ReorderedRows: View {
    @State var ids = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { CounterRow(id: $0) }
            Button("Reverse") { ids.reverse() }
            Button("Drop first") { ids.removeFirst() }
        }
    }
}

private struct AnyHashableRows: View {
    @State var ids: [AnyHashable] = [AnyHashable(1), AnyHashable(2)]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { CounterRow(id: $0.base as! Int) }
            Button("Reverse") { ids.reverse() }
        }
    }
}

@Suite("ForEach rows keyed by Int ids") @MainActor
struct ForEachIntegerKeyTests {
    private func texts<V: View>(_ host: OffscreenHost<V>) -> [String] {
        host.tree.allNodes.compactMap(\.text).filter { $0.hasPrefix("row ") }
    }

    @Test("a row's state follows its Int id when the list is reordered or shortened")
    func stateFollowsIntID() {
        let host = OffscreenHost(rootView: ReorderedRows())
        #expect(host.tapButton("tap 2"))
        #expect(host.tapButton("tap 3"))
        #expect(host.tapButton("tap 3"))
        #expect(texts(host) == ["row 1: 0", "row 2: 1", "row 3: 2"])
        #expect(host.tapButton("Reverse"))
        #expect(texts(host) == ["row 3: 2", "row 2: 1", "row 1: 0"])
        #expect(host.tapButton("Drop first"))
        #expect(texts(host) == ["row 2: 1", "row 1: 0"])
    }

    @Test("ids that are AnyHashable-wrapped Ints keep state across a reorder too")
    func anyHashableIntIDs() {
        let host = OffscreenHost(rootView: AnyHashableRows())
        #expect(host.tapButton("tap 1"))
        #expect(host.tapButton("Reverse"))
        #expect(texts(host) == ["row 2: 0", "row 1: 1"])
        var keys: [ChildKey] = []
        if let root = host.graph.root { collectIntegerKeys(root, into: &keys) }
        #expect(keys == [ChildKey.integerElement(2), ChildKey.integerElement(1)])
    }

    private func collectIntegerKeys(_ node: ViewNode, into keys: inout [ChildKey]) {
        if case .integerElement = node.key { keys.append(node.key) }
        for child in node.children { collectIntegerKeys(child, into: &keys) }
    }

    @Test("a range's rows are keyed by their Int, and a duplicate id's later occurrences by AnyHashable")
    func rangeAndDuplicateKeys() {
        #expect(ForEachKeys.range(5..<8)[1] == .integerElement(6))
        #expect(ChildKey.element(id: 4, occurrence: 0) == .integerElement(4))
        #expect(ChildKey.element(id: 4, occurrence: 1) == .element(AnyHashable(4), occurrence: 1))
        #expect(ChildKey.element(id: "a", occurrence: 0) == .element(AnyHashable("a"), occurrence: 0))
        #expect(ChildKey.integerElement(9).integerElementID == 9)
        #expect(ChildKey.element(AnyHashable(9), occurrence: 0).integerElementID == 9)
    }
}
