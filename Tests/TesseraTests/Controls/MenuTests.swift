import Testing
@_spi(Testing) import Tessera

private struct FileMenu: View {
    let log: PresentationLog
    var body: some View {
        VStack {
            HStack {
                Menu("File") {
                    Button("New") { log.entries.append("new") }
                    Button("Open") { log.entries.append("open") }
                    Divider()
                    Menu("Export") {
                        Button("PDF") { log.entries.append("pdf") }
                        Button("PNG") { log.entries.append("png") }
                    }
                }
                Menu {
                    Button("Copy") { log.entries.append("copy") }
                } label: {
                    Text("Edit")
                } primaryAction: {
                    log.entries.append("primary")
                }
                .menuStyle(.borderlessButton)
                Spacer()
            }
            Spacer()
        }
        .frame(width: 320, height: 240)
    }
}

@MainActor
@Suite("Menu")
struct MenuTests {
    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    @Test("a click opens the items below the menu's label; an item runs and closes the menu")
    func opensAndRuns() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: FileMenu(log: log), size: CGSize(width: 320, height: 240))
        #expect(!host.shows("New"))
        let file = try #require(host.frame(ofText: "File"))
        #expect(host.tap(at: center(file)))
        let menu = try #require(host.presentedLayerFrame())
        #expect(menu.minY >= file.maxY)
        let new = try #require(host.frame(ofText: "New"))
        let open = try #require(host.frame(ofText: "Open"))
        let export = try #require(host.frame(ofText: "Export"))
        #expect(new.maxY <= open.minY && open.maxY < export.minY)
        // The divider puts more room between Open and Export than between New and Open.
        #expect(export.minY - open.maxY > open.minY - new.maxY)
        #expect(host.tap(at: center(open)))
        #expect(log.entries == ["open"])
        #expect(!host.shows("New"))
        #expect(host.presentedLayerFrame() == nil)
    }

    @Test("a submenu opens beside its row; its item runs and closes both menus")
    func submenu() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: FileMenu(log: log), size: CGSize(width: 320, height: 240))
        host.tap(at: center(try #require(host.frame(ofText: "File"))))
        let export = try #require(host.frame(ofText: "Export"))
        #expect(!host.shows("PDF"))
        #expect(host.tap(at: center(export)))
        #expect(host.shows("New"))
        let png = try #require(host.frame(ofText: "PNG"))
        #expect(png.minX > export.maxX)
        #expect(host.tap(at: center(png)))
        #expect(log.entries == ["png"])
        #expect(!host.shows("PNG"))
        #expect(!host.shows("New"))
    }

    @Test("with a primary action, the label runs it and the chevron opens the menu; Escape closes it")
    func primaryAction() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: FileMenu(log: log), size: CGSize(width: 320, height: 240))
        let edit = try #require(host.frame(ofText: "Edit"))
        #expect(host.tap(at: center(edit)))
        #expect(log.entries == ["primary"])
        #expect(!host.shows("Copy"))
        #expect(host.tap(at: CGPoint(x: edit.maxX + 10, y: edit.midY)))
        #expect(host.shows("Copy"))
        #expect(host.press(key: .escape))
        #expect(!host.shows("Copy"))
    }
}
