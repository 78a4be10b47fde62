import Testing
@_spi(Testing) import Tessera

@MainActor
final class EventLog {
    var events: [String] = []
}

private struct Probe: View {
    let name: String
    let log: EventLog
    @State private var value = 0
    var body: some View {
        Text("\(name)=\(value)")
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
    }
}

private struct IdentityRoot: View {
    @State var identity = 1
    let log: EventLog
    var body: some View {
        VStack {
            Probe(name: "p\(identity)", log: log).id(identity)
            Button("Next") { identity += 1 }
        }
    }
}

private struct BranchRoot: View {
    @State var flag = true
    let log: EventLog
    var body: some View {
        VStack {
            if flag {
                Probe(name: "a", log: log)
            } else {
                Probe(name: "b", log: log)
            }
            Button("Toggle") { flag.toggle() }
        }
    }
}

@MainActor
@Suite("Identity: structural and explicit")
struct IdentityTests {
    @Test(".id(x) change gives fresh state; onDisappear then onAppear fire")
    func explicitIdentity() {
        let log = EventLog()
        let host = OffscreenHost(rootView: IdentityRoot(log: log))
        #expect(log.events == ["appear p1"])
        host.writeState(of: Probe.self, value: 5)
        host.update()
        #expect(host.tree.allNodes.contains { $0.text == "p1=5" })
        #expect(host.tapButton("Next"))
        #expect(log.events == ["appear p1", "disappear p1", "appear p2"])
        // The new identity starts from the initial state.
        #expect(host.tree.allNodes.contains { $0.text == "p2=0" })
    }

    @Test("state survives updates of the view value at the same identity")
    func stateSurvivesUpdates() {
        let log = EventLog()
        let host = OffscreenHost(rootView: BranchRoot(log: log))
        host.writeState(of: Probe.self, value: 3)
        host.update()
        host.rootView = BranchRoot(log: log)
        #expect(host.tree.allNodes.contains { $0.text == "a=3" })
    }

    @Test("if/else branches are distinct identities")
    func branches() {
        let log = EventLog()
        let host = OffscreenHost(rootView: BranchRoot(log: log))
        host.writeState(of: Probe.self, value: 7)
        host.update()
        #expect(host.tapButton("Toggle"))
        #expect(host.tree.allNodes.contains { $0.text == "b=0" })
        #expect(host.tapButton("Toggle"))
        #expect(host.tree.allNodes.contains { $0.text == "a=0" })
        #expect(log.events == ["appear a", "disappear a", "appear b", "disappear b", "appear a"])
    }
}
