import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraTesting

/// A plain `List` scrolled into its first section: the section's header is pinned to the top.
@MainActor
@Suite("List pinned header snapshot")
struct ListPinnedHeaderSnapshotTests {
    struct Sectioned: View {
        var body: some View {
            List {
                ForEach(["Fruit", "Vegetables"], id: \.self) { name in
                    Section(name) {
                        ForEach(0..<12) { Text("\(name) \($0)") }
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    @Test("the current section's header stays on top while its rows scroll under it")
    func pinnedHeader() {
        let host = snapshotHost(Sectioned(), size: CGSize(width: 260, height: 240))
        #expect(host.scroll(at: CGPoint(x: 130, y: 120), by: CGSize(width: 0, height: 130)))
        assertSnapshot(of: host, named: "list-plain-pinned-header")
        #expect(host.frame(ofText: "Fruit")!.minY < 30)
    }
}
