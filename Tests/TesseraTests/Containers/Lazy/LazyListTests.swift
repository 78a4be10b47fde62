import Testing
@_spi(Testing) import Tessera

/// A list row with a body, so that its creations are counted by `bodyEvaluations`.
private struct ListRow: View {
    let index: Int
    var body: some View {
        Text("Row \(index)")
    }
}

private struct HundredThousand: View {
    var body: some View {
        List(0..<100_000, id: \.self) { ListRow(index: $0) }
    }
}

private struct SelectableHundredThousand: View {
    @State var selection: Int?
    var body: some View {
        VStack(spacing: 0) {
            Text("selected: \(selection.map(String.init) ?? "none")")
            List(selection: $selection) {
                ForEach(0..<100_000, id: \.self) { ListRow(index: $0) }
            }
        }
    }
}

private struct SectionedLists: View {
    var body: some View {
        List {
            Section("Numbers") {
                ForEach(0..<50_000, id: \.self) { ListRow(index: $0) }
            }
        }
        .listStyle(.insetGrouped)
    }
}

@MainActor
private func builtRowIndices<V: View>(_ host: OffscreenHost<V>) -> Set<Int> {
    Set(host.tree.allNodes.compactMap { node -> Int? in
        guard node.baseName == "Text", let text = node.text, text.hasPrefix("Row ") else { return nil }
        return Int(text.dropFirst(4))
    })
}

@MainActor
@Suite("List virtualization")
struct LazyListTests {
    @Test("a List of 100,000 rows in 800×600 builds only the rows in view and a margin")
    func firstFrame() throws {
        let host = OffscreenHost(rootView: HundredThousand(), size: CGSize(width: 800, height: 600))
        let built = host.bodyEvaluations(of: ListRow.self)
        let rowHeight = try #require(host.frame(ofText: "Row 1")).midY - (try #require(host.frame(ofText: "Row 0"))).midY
        #expect(rowHeight > 20)
        let visible = Int((600 / rowHeight).rounded(.up))
        #expect(built >= visible)
        #expect(built <= visible + 8)
        #expect(host.frame(ofText: "Row 500") == nil)
        #expect(host.nodeCount < 1_500)
    }

    @Test("scrolling builds only the newly visible rows and releases the ones far above")
    func scrolling() {
        let host = OffscreenHost(rootView: HundredThousand(), size: CGSize(width: 800, height: 600))
        let before = host.bodyEvaluations(of: ListRow.self)
        let shown = builtRowIndices(host)
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: 1_200)))
        let created = host.bodyEvaluations(of: ListRow.self) - before
        let now = builtRowIndices(host)
        #expect(created == now.subtracting(shown).count)
        #expect(created <= 40)
        #expect(host.frame(ofText: "Row 0") == nil)
        #expect(now.count <= 45)
        #expect(!now.isEmpty && now.min()! > 0)
    }

    @Test("selecting a row of a 100,000-row list works and rebuilds no row body")
    func selection() throws {
        let host = OffscreenHost(rootView: SelectableHundredThousand(), size: CGSize(width: 800, height: 600))
        let before = host.bodyEvaluations(of: ListRow.self)
        let frame = try #require(host.frame(ofText: "Row 3"))
        host.tap(at: CGPoint(x: frame.maxX + 40, y: frame.midY))
        #expect(host.frame(ofText: "selected: 3") != nil)
        // The rows' data did not change: no row body is evaluated again.
        #expect(host.bodyEvaluations(of: ListRow.self) == before)
        #expect(host.nodeCount < 1_500)
    }

    @Test("a section of 50,000 rows in an inset grouped list stays virtualized, header first")
    func section() throws {
        let host = OffscreenHost(rootView: SectionedLists(), size: CGSize(width: 800, height: 600))
        #expect(host.bodyEvaluations(of: ListRow.self) <= 40)
        let header = try #require(host.frame(ofText: "NUMBERS") ?? host.frame(ofText: "Numbers"))
        let first = try #require(host.frame(ofText: "Row 0"))
        #expect(header.maxY <= first.minY)
    }
}
