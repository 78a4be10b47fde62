import Testing
@_spi(Testing) import Tessera

private struct ActionsMenu: View {
    let log: PresentationLog
    var body: some View {
        VStack {
            HStack {
                Menu("Actions") {
                    Button("Copy") { log.entries.append("copy") }
                    Button("Cut") { log.entries.append("cut") }
                        .disabled(true)
                    Divider()
                    Button("Paste") { log.entries.append("paste") }
                    Menu("Share") {
                        Button("Mail") { log.entries.append("mail") }
                        Button("Messages") { log.entries.append("messages") }
                    }
                }
                Spacer()
            }
            Spacer()
        }
        .frame(width: 320, height: 240)
    }
}

private struct SizePicker: View {
    @State var size = "Small"
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.menu)
            .frame(width: 300)
            Text("size \(size)")
            Spacer()
        }
        .frame(width: 400, height: 240)
    }
}

@MainActor
@Suite("Menu: keyboard navigation")
struct MenuKeyboardTests {
    private func open(_ text: String, in host: OffscreenHost<some View>) throws {
        let frame = try #require(host.frame(ofText: text))
        #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
        #expect(host.presentedLayerFrame() != nil)
    }

    /// The highlights drawn in the open menu (one rounded rectangle per highlighted row).
    private func highlights(in host: OffscreenHost<some View>) -> Int {
        host.tree.allNodes.filter { $0.typeName.contains("RoundedRectangle") }.count
    }

    @Test("Down moves the highlight over the items, skipping dividers and disabled items; Return runs the highlighted item and closes the menu")
    func downAndReturn() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ActionsMenu(log: log), size: CGSize(width: 320, height: 240))
        try open("Actions", in: host)
        let plain = highlights(in: host)
        #expect(host.press(key: .downArrow))
        let highlighted = highlights(in: host)
        #expect(highlighted > plain)
        #expect(host.press(key: .downArrow))   // past the disabled Cut and the divider: Paste
        #expect(host.press(key: .downArrow))   // Share
        #expect(host.press(key: .downArrow))   // stays on the last item
        #expect(host.press(key: .upArrow))     // Paste
        #expect(highlights(in: host) == highlighted)
        #expect(log.entries.isEmpty)
        #expect(host.press(key: .return))
        #expect(log.entries == ["paste"])
        #expect(host.presentedLayerFrame() == nil)
    }

    @Test("Up from no highlight starts at the last item; Up again goes back; Space chooses; Escape, or Return with no highlight, closes without choosing")
    func upSpaceAndEscape() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ActionsMenu(log: log), size: CGSize(width: 320, height: 240))
        try open("Actions", in: host)
        #expect(host.press(key: .upArrow))   // Share
        #expect(host.press(key: .upArrow))   // Paste
        #expect(host.press(key: .upArrow))   // Copy (past the disabled Cut)
        #expect(host.press(key: .space))
        #expect(log.entries == ["copy"])
        #expect(host.presentedLayerFrame() == nil)

        try open("Actions", in: host)
        #expect(host.press(key: .downArrow))
        #expect(host.press(key: .escape))
        #expect(host.presentedLayerFrame() == nil)
        #expect(log.entries == ["copy"])
        // Return with nothing highlighted closes the menu without choosing.
        try open("Actions", in: host)
        #expect(host.press(key: .return))
        #expect(host.presentedLayerFrame() == nil)
        // With the menu closed, arrows and Return reach nothing.
        #expect(!host.press(key: .downArrow))
        #expect(!host.press(key: .return))
        #expect(log.entries == ["copy"])
    }

    @Test("Right opens the highlighted submenu, whose rows then take the keys; Left closes only the submenu; Return in it runs the item and closes both")
    func submenus() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ActionsMenu(log: log), size: CGSize(width: 320, height: 240))
        try open("Actions", in: host)
        host.press(key: .upArrow)                 // Share, the last row
        #expect(!host.shows("Mail"))
        #expect(host.press(key: .rightArrow))
        #expect(host.shows("Mail"))
        #expect(host.press(key: .leftArrow))
        #expect(!host.shows("Mail"))
        #expect(host.shows("Copy"))
        // Right on a row that is no submenu does nothing.
        host.press(key: .upArrow)                 // Paste
        #expect(!host.press(key: .rightArrow))
        host.press(key: .downArrow)               // Share
        host.press(key: .rightArrow)
        host.press(key: .downArrow)
        host.press(key: .downArrow)               // Messages
        host.press(key: .return)
        #expect(log.entries == ["messages"])
        #expect(!host.shows("Mail"))
        #expect(!host.shows("Copy"))
        // Left in a top-level menu doesn't close it.
        try open("Actions", in: host)
        #expect(!host.press(key: .leftArrow))
        #expect(host.shows("Copy"))
    }

    @Test("in a menu picker, Down, Down, Return selects the second option; End then Return the last")
    func menuPicker() throws {
        let host = OffscreenHost(rootView: SizePicker(), size: CGSize(width: 400, height: 240))
        try open("Small", in: host)
        host.press(key: .downArrow)
        host.press(key: .downArrow)
        host.press(key: .return)
        #expect(host.presentedLayerFrame() == nil)
        #expect(host.tree.allNodes.contains { $0.text == "size Medium" })
        try open("Medium", in: host)
        host.press(key: .end)
        host.press(key: .return)
        #expect(host.tree.allNodes.contains { $0.text == "size Large" })
    }
}
