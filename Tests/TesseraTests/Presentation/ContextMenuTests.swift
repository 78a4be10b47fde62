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

    @Test("a secondary click opens the menu at the pointer, above everything; an item runs and closes it")
    func secondaryClickOpensAtPointer() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: MenuScreen(log: log), size: CGSize(width: 300, height: 240))
        let document = try #require(host.frame(ofText: "Document"))
        let point = CGPoint(x: document.minX + 10, y: document.midY)
        #expect(host.secondaryClick(at: point))
        let layer = try #require(host.presentedLayerFrame())
        #expect(layer.origin == point)
        let rename = try #require(host.frame(ofText: "Rename"))
        let delete = try #require(host.frame(ofText: "Delete"))
        #expect(rename.minX >= point.x && rename.minY >= point.y)
        #expect(delete.minY > rename.maxY)
        #expect(host.tap(at: CGPoint(x: delete.midX, y: delete.midY)))
        #expect(log.entries == ["delete"])
        #expect(!host.shows("Rename"))
    }

    @Test("near the window's corner the menu opens on the other side of the pointer; a click outside closes it without acting")
    func flipsAndDismisses() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: MenuScreen(log: log), size: CGSize(width: 300, height: 240))
        let document = try #require(host.frame(ofText: "Document"))
        let point = CGPoint(x: document.maxX - 2, y: document.maxY - 2)
        host.secondaryClick(at: point)
        let layer = try #require(host.presentedLayerFrame())
        #expect(layer.minX >= 0 && layer.maxX <= 300)
        host.secondaryClick(at: CGPoint(x: 290, y: 230))
        #expect(!host.shows("Rename"))
        #expect(!host.secondaryClick(at: CGPoint(x: 290, y: 230)))
        #expect(log.entries.isEmpty)
    }
}
