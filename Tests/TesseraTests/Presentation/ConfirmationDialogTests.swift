import Testing
@_spi(Testing) import Tessera

private struct DialogScreen: View {
    let log: PresentationLog
    @State var showing = false
    var visibility: Visibility

    var body: some View {
        Button("Trash") { showing = true }
            .frame(width: 300, height: 240)
            .confirmationDialog("Move to trash?", isPresented: $showing, titleVisibility: visibility) {
                Button("Move", role: .destructive) { log.entries.append("move") }
                Button("Keep", role: .cancel) { log.entries.append("keep") }
            }
    }
}

@MainActor
@Suite("Presentation: confirmation dialog")
struct ConfirmationDialogTests {
    @Test("shows its actions at the bottom; an action runs and dismisses; the title follows titleVisibility")
    func actionAtBottom() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: DialogScreen(log: log, visibility: .visible), size: CGSize(width: 300, height: 240))
        host.tapButton("Trash")
        #expect(host.shows("Move to trash?"))
        let move = try #require(host.frame(ofText: "Move"))
        #expect(move.minY > 120)
        #expect(host.tapButton("Move"))
        #expect(log.entries == ["move"])
        #expect(!host.shows("Move"))

        let hidden = OffscreenHost(rootView: DialogScreen(log: log, visibility: .automatic), size: CGSize(width: 300, height: 240))
        hidden.tapButton("Trash")
        #expect(hidden.shows("Move"))
        #expect(!hidden.shows("Move to trash?"))
        hidden.press(key: .escape)
        #expect(log.entries == ["move", "keep"])
        #expect(!hidden.shows("Move"))
    }
}
