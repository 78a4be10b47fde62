import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraTesting

/// A `LazyVGrid` of three columns scrolled into its first section: the section's header,
/// across every column, is pinned to the top with the cells scrolling under it.
@MainActor
@Suite("LazyVGrid pinned header snapshot")
struct LazyGridPinnedHeaderSnapshotTests {
    struct Sectioned: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())],
                          pinnedViews: .sectionHeaders) {
                    ForEach(["Reds", "Blues"], id: \.self) { name in
                        Section {
                            ForEach(0..<13) { index in
                                (name == "Reds" ? Color.red : Color.blue)
                                    .frame(height: 40)
                                    .overlay { Text("\(index)").foregroundStyle(.white) }
                            }
                        } header: {
                            Text(name).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                                .padding(6).background(Color.yellow)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
    }

    @Test("the current section's header stays on top while its cells scroll under it")
    func pinnedHeader() throws {
        let host = snapshotHost(Sectioned(), size: CGSize(width: 260, height: 240))
        #expect(host.scroll(at: CGPoint(x: 130, y: 120), by: CGSize(width: 0, height: 130)))
        assertSnapshot(of: host, named: "lazy-vgrid-pinned-header")
        #expect(try #require(host.frame(ofText: "Reds")).minY < 20)
    }
}
