import Testing
@_spi(Testing) import Tessera

/// A list row with a body, so that its evaluations are counted by `bodyEvaluations`.
private struct ScaleRow: View {
    let index: Int
    var body: some View {
        Text("Item \(index)")
    }
}

private struct MillionRows: View {
    var body: some View {
        List(0..<1_000_000, id: \.self) { ScaleRow(index: $0) }
    }
}

private struct SelectableThousand: View {
    @State var selection: Int?
    var body: some View {
        List(0..<1_000, id: \.self, selection: $selection) { ScaleRow(index: $0) }
    }
}

/// Keyed rows changed by buttons, as in the js-framework-benchmark.
private struct KeyedRow: Identifiable {
    let id: Int
    var label: String
}

private struct KeyedRowView: View {
    let row: KeyedRow
    var body: some View {
        HStack {
            Text("#\(row.id)")
            Text(row.label)
        }
    }
}

private struct KeyedList: View {
    @State var rows = (0..<1_000).map { KeyedRow(id: $0, label: "label \($0)") }
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("swap") { rows.swapAt(1, 998) ; rows.swapAt(2, 3) }
                Button("remove") { rows.remove(at: 1) }
                Button("prepend") { rows.insert(KeyedRow(id: -1, label: "first"), at: 0) }
                Button("update") { for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !" } }
                Button("clear") { rows.removeAll() }
            }
            List(rows) { KeyedRowView(row: $0) }
        }
    }
}

@MainActor
private func rowOrder<V: View>(_ host: OffscreenHost<V>, _ texts: [String]) -> [String] {
    texts.compactMap { text in host.frame(ofText: text).map { (text, $0.minY) } }.sorted { $0.1 < $1.1 }.map(\.0)
}

@MainActor
@Suite("List virtualization at scale")
struct LazyListScaleTests {
    @Test("a List of 1,000,000 rows in 800×600 evaluates O(visible) row bodies; one screen of scrolling only the new rows")
    func million() throws {
        let host = OffscreenHost(rootView: MillionRows(), size: CGSize(width: 800, height: 600))
        let built = host.bodyEvaluations(of: ScaleRow.self)
        let first = try #require(host.frame(ofText: "Item 0")), second = try #require(host.frame(ofText: "Item 1"))
        let visible = Int((600 / (second.midY - first.midY)).rounded(.up))
        #expect(built >= visible && built <= visible + 8)
        #expect(host.nodeCount < 1_500)
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: 600)))
        let created = host.bodyEvaluations(of: ScaleRow.self) - built
        #expect(created >= visible - 2 && created <= visible + 4)
        #expect(host.frame(ofText: "Item 0") == nil)
        #expect(host.nodeCount < 1_500)
    }

    @Test("selecting a row of a 1,000-row List re-evaluates O(1) bodies")
    func selection() throws {
        let host = OffscreenHost(rootView: SelectableThousand(), size: CGSize(width: 800, height: 600))
        let rows = host.bodyEvaluations(of: ScaleRow.self)
        let before = host.totalBodyEvaluations
        let frame = try #require(host.frame(ofText: "Item 4"))
        host.tap(at: CGPoint(x: frame.maxX + 40, y: frame.midY))
        // The selected row's decoration, the list, its section; no row content body.
        #expect(host.totalBodyEvaluations - before <= 12)
        #expect(host.bodyEvaluations(of: ScaleRow.self) == rows)
        let selected = try #require(host.frame(ofText: "Item 5"))
        host.tap(at: CGPoint(x: selected.maxX + 40, y: selected.midY))
        #expect(host.totalBodyEvaluations - before <= 24)
    }

    @Test("keyed rows: swap, remove, prepend, update and clear show the data's order and labels")
    func keyedChanges() throws {
        let host = OffscreenHost(rootView: KeyedList(), size: CGSize(width: 800, height: 600))
        #expect(rowOrder(host, ["#0", "#1", "#2", "#3"]) == ["#0", "#1", "#2", "#3"])
        let beforeSwap = host.bodyEvaluations(of: KeyedRowView.self)
        #expect(host.tapButton("swap"))
        #expect(host.bodyEvaluations(of: KeyedRowView.self) - beforeSwap <= 3)
        #expect(rowOrder(host, ["#0", "#998", "#3", "#2"]) == ["#0", "#998", "#3", "#2"])
        #expect(host.frame(ofText: "#1") == nil)
        let beforeRemove = host.bodyEvaluations(of: KeyedRowView.self)
        #expect(host.tapButton("remove"))
        // The rows below move up: one new row comes into view; the others are not evaluated again.
        #expect(host.bodyEvaluations(of: KeyedRowView.self) - beforeRemove <= 2)
        #expect(host.frame(ofText: "#998") == nil)
        #expect(rowOrder(host, ["#0", "#3", "#2", "#4"]) == ["#0", "#3", "#2", "#4"])
        #expect(host.tapButton("prepend"))
        #expect(rowOrder(host, ["#-1", "#0", "#3"]) == ["#-1", "#0", "#3"])
        #expect(host.tapButton("update"))
        #expect(host.frame(ofText: "first !") != nil)
        // Offsets 0, 10, 20… are ids -1, 10, 20… after the prepend.
        #expect(host.frame(ofText: "label 10 !") != nil)
        #expect(host.frame(ofText: "label 9 !") == nil)
        #expect(host.tapButton("clear"))
        #expect(host.frame(ofText: "#0") == nil)
        #expect(host.nodeCount < 200)
    }
}
