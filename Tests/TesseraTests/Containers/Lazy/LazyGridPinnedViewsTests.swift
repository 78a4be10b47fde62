import Testing
@_spi(Testing) import Tessera

/// Five sections in four 50-point columns: a 30-point header, 78 cells of 20 points (20 lines,
/// the last one short) and a 10-point footer (440 points each), headers and footers pinned.
private struct PinnedGridSections: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(50), spacing: 0), count: 4), spacing: 0,
                      pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(0..<5) { section in
                    Section {
                        ForEach(0..<78) { Text("S\(section) C\($0)").frame(height: 20) }
                    } header: {
                        Text("Header \(section)").frame(height: 30)
                    } footer: {
                        Text("Footer \(section)").frame(height: 10)
                    }
                }
            }
        }
    }
}

/// The same along the horizontal axis: two 50-point rows, 40-point headers, 20 cells in 10
/// columns of 50 points (540 points a section).
private struct PinnedGridColumns: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50))], spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3) { section in
                    Section {
                        ForEach(0..<20) { Text("C\(section).\($0)").frame(width: 50) }
                    } header: {
                        Text("H\(section)").frame(width: 40)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Pinned section headers and footers in lazy grids")
struct LazyGridPinnedViewsTests {
    @Test("a grid's section header and footer take lines of their own, and a section's cells start a new line")
    func sectionLines() throws {
        let host = OffscreenHost(rootView: PinnedGridSections(), size: CGSize(width: 400, height: 300))
        // The block of four 50-point columns is centred: x 100…300.
        #expect(try #require(host.frame(ofText: "S0 C0")).midX == 125)
        #expect(try #require(host.frame(ofText: "S0 C0")).midY == 30 + 10)
        #expect(try #require(host.frame(ofText: "S0 C5")).midX == 175)
        let c5 = try #require(host.frame(ofText: "S0 C5"))
        #expect(abs(c5.midY - (30 + 20 + 10)) < 0.001)
        #expect(try #require(host.frame(ofText: "Header 0")).midX == 200)
        // Section 1 starts after section 0's short last line and its footer.
        #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 440)))
        #expect(try #require(host.frame(ofText: "S1 C0")).midX == 125)
        #expect(try #require(host.frame(ofText: "S1 C0")).midY == 30 + 10)
    }

    @Test("a LazyVGrid pins its header at the viewport's top, pushed up by the section's end, and its footer at the bottom")
    func lazyVGrid() throws {
        let host = OffscreenHost(rootView: PinnedGridSections(), size: CGSize(width: 400, height: 300))
        #expect(try #require(host.frame(ofText: "Header 0")).midY == 15)
        #expect(try #require(host.frame(ofText: "Footer 0")).midY == 295)
        #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 200)))
        #expect(try #require(host.frame(ofText: "Header 0")).midY == 15)
        // Cell 40 is on line 10 of section 0: at 30 + 200 in the content.
        #expect(try #require(host.frame(ofText: "S0 C40")).midY == 30 + 200 + 10 - 200)
        #expect(try #require(host.frame(ofText: "Footer 1")).midY == 295)
        // Section 0 ends at 440: at 420 its header is pushed 10 points above the viewport.
        #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 220)))
        #expect(try #require(host.frame(ofText: "Header 0")).midY == 5)
        #expect(try #require(host.frame(ofText: "Header 1")).midY == 440 - 420 + 15)
        // Further down, section 1's header is pinned instead, and section 0's is released.
        #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 200)))
        #expect(try #require(host.frame(ofText: "Header 1")).midY == 15)
        #expect(host.frame(ofText: "Header 0").map { $0.isEmpty || $0.maxY <= 0 } ?? true)
    }

    @Test("a LazyHGrid pins its section headers at the viewport's leading edge")
    func lazyHGrid() throws {
        let host = OffscreenHost(rootView: PinnedGridColumns(), size: CGSize(width: 300, height: 100))
        #expect(try #require(host.frame(ofText: "H0")).midX == 20)
        #expect(try #require(host.frame(ofText: "C0.1")).midY == 75)
        #expect(host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 200, height: 0)))
        #expect(try #require(host.frame(ofText: "H0")).midX == 20)
        // Section 0 ends at 540: at 520 its header is pushed 20 points past the leading edge.
        #expect(host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 320, height: 0)))
        #expect(try #require(host.frame(ofText: "H0")).midX == 0)
        #expect(try #require(host.frame(ofText: "H1")).midX == 540 - 520 + 20)
    }
}
