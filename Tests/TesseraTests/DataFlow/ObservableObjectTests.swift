import Testing
import Dispatch
@_spi(Testing) import Tessera
import TesseraTesting

private final class Model: ObservableObject {
    @Published var published = 0
    var plain = 0
}

@MainActor
private final class Counts {
    var parent = 0
    var child = 0
}

private struct Child: View {
    let value: Int
    let counts: Counts
    var body: some View {
        let _ = counts.child += 1
        Text("\(value)")
    }
}

private struct Owner: View {
    @ObservedObject var model: Model
    let counts: Counts
    var body: some View {
        let _ = counts.parent += 1
        VStack {
            Child(value: model.published, counts: counts)
            Text("plain \(model.plain)")
        }
    }
}

private struct StateObjectOwner: View {
    @StateObject var model = Model()
    var body: some View {
        VStack {
            Text("\(model.published)")
            Button("Bump") { model.published += 1 }
        }
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("env \(model.published)") }
}

@MainActor
@Suite("ObservableObject, @Published, @ObservedObject, @StateObject, @EnvironmentObject")
struct ObservableObjectTests {
    @Test("a @Published change re-evaluates the owner and its children; a plain property change nothing")
    func publishedVersusPlain() {
        let model = Model()
        let counts = Counts()
        let host = OffscreenHost(rootView: Owner(model: model, counts: counts))
        #expect((counts.parent, counts.child) == (1, 1))
        model.plain = 5
        #expect(!host.needsUpdate)
        host.update()
        #expect((counts.parent, counts.child) == (1, 1))
        model.published = 3
        host.update()
        #expect((counts.parent, counts.child) == (2, 2))
        #expect(host.tree.allNodes.contains { $0.text == "plain 5" })
    }

    @Test("@StateObject creates the object once per identity")
    func stateObject() {
        let host = OffscreenHost(rootView: StateObjectOwner())
        host.tapButton("Bump")
        host.rootView = StateObjectOwner()
        host.tapButton("Bump")
        #expect(host.tree.allNodes.contains { $0.text == "2" })
    }

    @Test("@EnvironmentObject reads the object supplied by an ancestor and follows its changes")
    func environmentObject() {
        let model = Model()
        let host = OffscreenHost(rootView: EnvironmentReader().environmentObject(model))
        model.published = 9
        host.update()
        #expect(host.tree.allNodes.contains { $0.text == "env 9" })
    }

    @Test("a @Published change off the main thread is delivered on the main actor with a warning")
    func backgroundPublish() async {
        let model = Model()
        let counts = Counts()
        let host = OffscreenHost(rootView: Owner(model: model, counts: counts))
        let box = UncheckedBox(model)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                box.value.published = 42
                done.resume()
            }
        }
        // The invalidation hops to the main queue; let it run.
        await Polling.yieldUntil { host.needsUpdate }
        host.update()
        #expect(counts.parent == 2)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("Publishing changes from background threads is not allowed") })
    }
}

private final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
