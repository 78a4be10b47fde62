import Testing
@_spi(Testing) import Tessera

/// Five sections of a 30-point header, 20 rows of 20 points and a 10-point footer (440 points
/// each), headers and footers pinned.
private struct PinnedSections: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(0..<5) { section in
                    Section {
                        ForEach(0..<20) { Text("S\(section) R\($0)").frame(height: 20) }
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

private struct PlainSectionedList: View {
    var body: some View {
        List {
            ForEach(0..<3) { section in
                Section("Section \(section)") {
                    ForEach(0..<30) { Text("Row \(section).\($0)") }
                }
            }
        }
        .listStyle(.plain)
    }
}

/// The same along the horizontal axis: 40-point headers, 10 columns of 50 points.
private struct PinnedColumns: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3) { section in
                    Section {
                        ForEach(0..<10) { Text("C\(section).\($0)").frame(width: 50) }
                    } header: {
                        Text("H\(section)").frame(width: 40)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Pinned section headers and footers")
struct LazyPinnedViewsTests {
    @Test("a pinned header stays at the viewport's top, pushed up by the section's end; a pinned footer at its bottom")
    func lazyVStack() throws {
        let host = OffscreenHost(rootView: PinnedSections(), size: CGSize(width: 400, height: 300))
        #expect(try #require(host.frame(ofText: "Header 0")).midY == 15)
        // Section 0's footer is pinned to the bottom while section 0 reaches past it.
        #expect(try #require(host.frame(ofText: "Footer 0")).midY == 295)
        #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 200)))
        #expect(try #require(host.frame(ofText: "Header 0")).midY == 15)
        #expect(try #require(host.frame(ofText: "S0 R10")).midY == 30 + 200 + 10 - 200)
        // The viewport's bottom (500) is in section 1: its footer (at 870) is pinned there.
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

    @Test("a LazyHStack pins its section headers at the viewport's leading edge")
    func lazyHStack() throws {
        let host = OffscreenHost(rootView: PinnedColumns(), size: CGSize(width: 300, height: 100))
        #expect(try #require(host.frame(ofText: "H0")).midX == 20)
        #expect(host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 200, height: 0)))
        #expect(try #require(host.frame(ofText: "H0")).midX == 20)
        // Section 0 ends at 540: at 520 its header is pushed 20 points past the leading edge.
        #expect(host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 320, height: 0)))
        #expect(try #require(host.frame(ofText: "H0")).midX == 0)
        #expect(try #require(host.frame(ofText: "H1")).midX == 540 - 520 + 20)
    }

    @Test("a plain List pins the current section's header while its rows scroll")
    func plainList() throws {
        let host = OffscreenHost(rootView: PlainSectionedList(), size: CGSize(width: 400, height: 400))
        let header = try #require(host.frame(ofText: "Section 0"))
        #expect(host.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 300)))
        let pinned = try #require(host.frame(ofText: "Section 0"))
        // Its rows have scrolled 300 points; the header is where it was, at the top.
        #expect(pinned.minY == header.minY)
        #expect(host.frame(ofText: "Row 0.0").map { $0.maxY <= 0 || $0.isEmpty } ?? true)
        let below = try #require(host.frame(ofText: "Row 0.8"))
        #expect(below.minY > pinned.maxY && below.minY < 400)

    }
}
