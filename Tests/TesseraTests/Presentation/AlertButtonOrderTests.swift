import Testing
@_spi(Testing) import Tessera

private struct SaveAlert: View {
    let log: PresentationLog
    @State var showing = true
    var body: some View {
        Text("Document")
            .frame(width: 320, height: 240)
            .alert("Save changes?", isPresented: $showing) {
                Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                Button("Discard", role: .destructive) { log.entries.append("discard") }
                Button("Save") { log.entries.append("save") }
            }
    }
}

extension OffscreenHost {
    /// The text item drawn at the frame of the `Text` reading `text`.
    func textItem(_ text: String) -> DisplayList.TextItem? {
        guard let frame = frame(ofText: text) else { return nil }
        for item in displayList.items {
            if case .text(let drawn) = item.content, abs(drawn.origin.x - frame.minX) < 0.5, abs(drawn.origin.y - frame.minY) < 0.5 {
                return drawn
            }
        }
        return nil
    }
}

@MainActor
@Suite("Presentation: alert button order and roles")
struct AlertButtonOrderTests {
    @Test("the cancel button goes last (rightmost) whatever its declared place; the others keep their order")
    func cancelLast() throws {
        let host = OffscreenHost(rootView: SaveAlert(log: PresentationLog()), size: CGSize(width: 320, height: 240))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        let discard = try #require(host.frame(ofText: "Discard"))
        let save = try #require(host.frame(ofText: "Save"))
        #expect(discard.maxX < save.minX)
        #expect(save.maxX < cancel.minX)
        #expect(abs(cancel.midY - save.midY) < 1)
    }

    @Test("the cancel button is bold, a destructive one red, the others regular in the accent color")
    func roleStyles() throws {
        let host = OffscreenHost(rootView: SaveAlert(log: PresentationLog()), size: CGSize(width: 320, height: 240))
        let cancel = try #require(host.textItem("Cancel")?.runs.first)
        let save = try #require(host.textItem("Save")?.runs.first)
        let discard = try #require(host.textItem("Discard")?.runs.first)
        #expect(cancel.font.weight == .bold)
        #expect(save.font.weight == .regular)
        #expect(discard.shading != save.shading)
        #expect(cancel.shading == save.shading)
    }

    @Test("the reordered buttons still run their own actions and dismiss")
    func actionsFollowTheirButtons() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: SaveAlert(log: log), size: CGSize(width: 320, height: 240))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(host.tap(at: CGPoint(x: cancel.midX, y: cancel.midY)))
        #expect(log.entries == ["cancel"])
        #expect(!host.shows("Save changes?"))
    }
}
