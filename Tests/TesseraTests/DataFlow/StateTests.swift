import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Seen {
    var bodies: [Int] = []
    var changes: [[Int]] = []
}

private struct Coalescing: View {
    @State var value = 0
    let seen: Seen
    var body: some View {
        let _ = seen.bodies.append(value)
        VStack {
            Text("\(value)")
            Button("Twice") {
                value = 1
                value = 2
            }
            Button("Next") { value += 1 }
        }
        .onChange(of: value, initial: true) { old, new in seen.changes.append([old, new]) }
    }
}

private struct Row: View {
    let index: Int
    @State private var taps = 0
    var body: some View { Text("\(index): \(taps)") }
}

private struct Rows: View {
    var body: some View {
        VStack { ForEach(0..<10_000) { Row(index: $0) } }
    }
}

private struct WritesDuringBody: View {
    @State var value = 0
    var body: some View {
        let _ = { value = 1 }()
        Text("x")
    }
}

private struct Unread: View {
    @State var value = 0
    let seen: Seen
    var body: some View {
        let _ = seen.bodies.append(0)
        Button("Write") { value += 1 }
    }
}

@MainActor
@Suite("@State")
struct StateTests {
    @Test("two writes in one action: body sees the final value once")
    func coalescedWrites() {
        let seen = Seen()
        let host = OffscreenHost(rootView: Coalescing(seen: seen))
        #expect(seen.bodies == [0])
        #expect(host.tapButton("Twice"))
        #expect(seen.bodies == [0, 2])
    }

    @Test("onChange(of:initial: true) sees [0,0], [0,1], [1,2] over three updates")
    func onChangePairs() {
        let seen = Seen()
        let host = OffscreenHost(rootView: Coalescing(seen: seen))
        host.tapButton("Next")
        host.tapButton("Next")
        #expect(seen.changes == [[0, 0], [0, 1], [1, 2]])
    }

    @Test("in a ForEach of 10,000 rows, one row's state change re-evaluates exactly that row")
    func leafChangeInTenThousandRows() {
        let host = OffscreenHost(rootView: Rows())
        #expect(host.bodyEvaluations(of: Row.self) == 10_000)
        let before = host.totalBodyEvaluations
        host.writeState(of: Row.self, occurrence: 4_321, value: 1)
        host.update()
        #expect(host.totalBodyEvaluations - before == 1)
        #expect(host.tree.allNodes.contains { $0.text == "4321: 1" })
    }

    @Test("a state written but not read by body does not re-evaluate the body")
    func unreadState() {
        let seen = Seen()
        let host = OffscreenHost(rootView: Unread(seen: seen))
        host.tapButton("Write")
        host.tapButton("Write")
        #expect(seen.bodies.count == 1)
    }

    @Test("modifying state during body prints the runtime warning")
    func writeDuringBody() {
        _ = OffscreenHost(rootView: WritesDuringBody())
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("Modifying state during view update") && $0.contains("WritesDuringBody") })
    }
}

private struct WideUpdate: View {
    @State var update = -1
    var body: some View {
        VStack {
            ForEach(0..<100) { index in
                if update == index { Text("Updated") } else { Text("\(index)") }
            }
            Button("Update") { update = 99 }
        }
    }
}

@MainActor
@Suite("@State read by a ForEach's rows")
struct ForEachStateReadTests {
    @Test("a state read only in a ForEach's row closure updates the rows")
    func rowClosureRead() {
        let host = OffscreenHost(rootView: WideUpdate())
        #expect(host.tapButton("Update"))
        #expect(host.tree.allNodes.contains { $0.text == "Updated" })
        #expect(!host.tree.allNodes.contains { $0.text == "99" })
    }
}
