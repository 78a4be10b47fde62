import Testing
@_spi(Testing) import Tessera
import TesseraTesting

private struct MenuWindow: View {
    @State private var flavor = "Vanilla"
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Menu("File") {
                    Button("New Document") {}
                    Button("Open…") {}
                    Divider()
                    Menu("Export") {
                        Button("PDF") {}
                        Button("PNG") {}
                    }
                    Button("Delete", role: .destructive) {}
                }
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                    Text("Strawberry").tag("Strawberry")
                }
                .pickerStyle(.menu)
            }
            Text("Content below the menus")
            Spacer()
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct ScrollingWindow: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity, minHeight: 24, alignment: .leading) }
            }
            .padding(.horizontal, 8)
        }
    }
}

@Suite("Menu and scroll indicator snapshots") @MainActor
struct MenuSnapshotTests {
    @Test("an open menu with a divider and a submenu row, drawn over the content; then the menu picker's open menu with its checkmark")
    func openMenus() throws {
        let host = snapshotHost(MenuWindow(), size: CGSize(width: 320, height: 240))
        let file = try #require(host.frame(ofText: "File"))
        host.tap(at: CGPoint(x: file.midX, y: file.midY))
        let export = try #require(host.frame(ofText: "Export"))
        host.tap(at: CGPoint(x: export.midX, y: export.midY))
        assertSnapshot(of: host, named: "menu-open")
        host.press(key: .escape)
        host.press(key: .escape)
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        host.tap(at: CGPoint(x: vanilla.midX, y: vanilla.midY))
        assertSnapshot(of: host, named: "menu-picker-open")
    }

    @Test("Down twice in an open menu highlights its second item (Open…)")
    func keyboardHighlight() throws {
        let host = snapshotHost(MenuWindow(), size: CGSize(width: 320, height: 240))
        let file = try #require(host.frame(ofText: "File"))
        host.tap(at: CGPoint(x: file.midX, y: file.midY))
        host.press(key: .downArrow)
        host.press(key: .downArrow)
        assertSnapshot(of: host, named: "menu-keyboard-highlight")
    }

    @Test("a scrolled scroll view shows its overlay indicator")
    func scrollIndicator() {
        let host = snapshotHost(ScrollingWindow(), size: CGSize(width: 200, height: 160))
        host.scroll(at: CGPoint(x: 100, y: 80), by: CGSize(width: 0, height: 200))
        assertSnapshot(of: host, named: "scroll-indicator")
    }
}
