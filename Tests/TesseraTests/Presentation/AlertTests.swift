import Testing
@_spi(Testing) import Tessera

@MainActor
final class PresentationLog { var entries: [String] = [] }

private struct AlertScreen: View {
    let log: PresentationLog
    @State var showing = false

    var body: some View {
        VStack {
            Button("Show") { showing = true }
            Button("Behind") { log.entries.append("behind") }
            Text(showing ? "state: on" : "state: off")
        }
        .frame(width: 300, height: 240)
        .alert("Delete file?", isPresented: $showing) {
            Button("Delete", role: .destructive) { log.entries.append("delete") }
            Button("Cancel", role: .cancel) { log.entries.append("cancel") }
        } message: {
            Text("This can't be undone.")
        }
    }
}

private struct BareAlert: View {
    @State var showing = true
    var body: some View {
        Text(showing ? "up" : "down").frame(width: 200, height: 200).alert("Saved", isPresented: $showing) {}
    }
}

extension OffscreenHost {
    /// Whether some `Text` in the tree reads exactly `text`.
    func shows(_ text: String) -> Bool { tree.allNodes.contains { $0.text == text } }
}

@MainActor
@Suite("Presentation: alert and confirmation dialog")
struct AlertTests {
    @Test("the binding shows the alert; a button runs its action and sets the binding false")
    func buttonRunsActionAndDismisses() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: AlertScreen(log: log), size: CGSize(width: 300, height: 240))
        #expect(!host.shows("Delete file?"))
        #expect(host.tapButton("Show"))
        #expect(host.shows("Delete file?"))
        #expect(host.shows("This can't be undone."))
        #expect(host.shows("state: on"))
        #expect(host.tapButton("Delete"))
        #expect(log.entries == ["delete"])
        #expect(!host.shows("Delete file?"))
        #expect(host.shows("state: off"))
    }

    @Test("Escape runs the cancel button's action and dismisses")
    func escapeCancels() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: AlertScreen(log: log), size: CGSize(width: 300, height: 240))
        host.tapButton("Show")
        #expect(host.press(key: .escape))
        #expect(log.entries == ["cancel"])
        #expect(!host.shows("Delete file?"))
        #expect(!host.press(key: .escape))
    }

    @Test("while the alert is up, taps on the content below do nothing")
    func contentBelowIsBlocked() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: AlertScreen(log: log), size: CGSize(width: 300, height: 240))
        let behind = try #require(host.frame(ofText: "Behind"))
        #expect(host.tap(at: CGPoint(x: behind.midX, y: behind.midY)))
        #expect(log.entries == ["behind"])
        host.tapButton("Show")
        host.tap(at: CGPoint(x: behind.midX, y: behind.midY))
        #expect(log.entries == ["behind"])
        #expect(host.shows("Delete file?"))
    }

    @Test("an alert with no actions gets an OK button that dismisses it")
    func defaultOK() {
        let host = OffscreenHost(rootView: BareAlert(), size: CGSize(width: 200, height: 200))
        #expect(host.shows("Saved"))
        #expect(host.tapButton("OK"))
        #expect(!host.shows("Saved"))
        #expect(host.shows("down"))
    }
}
