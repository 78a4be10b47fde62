import Testing
@_spi(Testing) import Tessera

private struct Note: Identifiable { let id: String }

private struct NoteBody: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Note \(note.id)")
            Button("Close") { dismiss() }
        }
    }
}

/// A sheet (or full-screen cover) over an item, with buttons that change the item from outside.
private struct ItemScreen: View {
    let log: PresentationLog
    var fullScreen = false
    @State var note: Note?
    var body: some View {
        let content = VStack {
            Button("Open A") { note = Note(id: "A") }
            Button("Open B") { note = Note(id: "B") }
            Button("Clear") { note = nil }
        }
        .frame(width: 300, height: 240)
        if fullScreen {
            content.fullScreenCover(item: $note, onDismiss: { log.entries.append("dismissed") }) { note in
                VStack {
                    NoteBody(note: note)
                    Button("Switch to B") { self.note = Note(id: "B") }
                    Button("Clear inside") { self.note = nil }
                }
            }
        } else {
            content.sheet(item: $note, onDismiss: { log.entries.append("dismissed") }) { note in
                VStack {
                    NoteBody(note: note)
                    Button("Switch to B") { self.note = Note(id: "B") }
                    Button("Clear inside") { self.note = nil }
                }
            }
        }
    }
}

enum DismissWay: String, CaseIterable { case dismissAction, itemSetToNil, escape }

@MainActor
@Suite("Presentation: sheet(item:) and fullScreenCover(item:) onDismiss")
struct SheetItemDismissTests {
    @Test("onDismiss runs exactly once, however the item's presentation is dismissed",
          arguments: DismissWay.allCases, [false, true])
    func onDismissOnce(way: DismissWay, fullScreen: Bool) {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ItemScreen(log: log, fullScreen: fullScreen), size: CGSize(width: 300, height: 240))
        host.tapButton("Open A")
        #expect(host.shows("Note A"))
        switch way {
        case .dismissAction: #expect(host.tapButton("Close"))
        case .itemSetToNil: #expect(host.tapButton("Clear inside"))
        case .escape: #expect(host.press(key: .escape))
        }
        #expect(!host.shows("Note A"))
        #expect(log.entries == ["dismissed"])
        host.update()
        #expect(log.entries == ["dismissed"])
    }

    @Test("replacing the item shows the new one and dismisses the old one once")
    func replacingTheItem() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ItemScreen(log: log), size: CGSize(width: 300, height: 240))
        host.tapButton("Open A")
        host.tapButton("Switch to B")
        #expect(host.shows("Note B"))
        #expect(!host.shows("Note A"))
        #expect(log.entries == ["dismissed"])
    }
}
