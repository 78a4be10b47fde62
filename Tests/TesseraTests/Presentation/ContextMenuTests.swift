import Testing
@_spi(Testing) import Tessera

private struct MenuScreen: View {
    let log: PresentationLog
    var body: some View {
        VStack {
            Text("Document").frame(width: 120, height: 40)
                .contextMenu {
                    Button("Rename") { log.entries.append("rename") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
            Spacer()
        }
        .frame(width: 300, height: 240)
    }
}

@MainActor
@Suite("Presentation: context menu")
struct ContextMenuTests {
    @Test("a long press opens the menu; an item runs and closes it")
    func longPressOpens() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: MenuScreen(log: log), size: CGSize(width: 300, height: 240))
        #expect(!host.shows("Rename"))
        let document = try #require(host.frame(ofText: "Document"))
        let center = CGPoint(x: document.midX, y: document.midY)
        host.pointerDown(at: center)
        host.holdPointer(for: 0.6)
        host.pointerUp(at: center)
        #expect(host.shows("Rename"))
        #expect(host.tapButton("Rename"))
        #expect(log.entries == ["rename"])
        #expect(!host.shows("Rename"))
    }
}
