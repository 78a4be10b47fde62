import Testing
@_spi(Testing) import Tessera

/// A short first item (a 20-point header) above 60-point rows: the first frame must not take
/// the header's length for every row's (which built about three times the rows needed).
private struct Header: View {
    var body: some View {
        Text("Header").frame(height: 20)
    }
}

private struct Row: View {
    let index: Int
    var body: some View {
        Text("Row \(index)").frame(height: 60)
    }
}

private struct HeaderAboveRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Header()
                ForEach(0..<1_000) { Row(index: $0) }
            }
        }
    }
}

private struct SectionList: View {
    var body: some View {
        List {
            Section {
                ForEach(0..<1_000) { Row(index: $0) }
            } header: {
                Header()
            }
        }
    }
}

@MainActor
private func shownRows<V: View>(_ host: OffscreenHost<V>) -> [Int] {
    host.tree.allNodes.compactMap { node -> Int? in
        guard node.baseName == "Text", let text = node.text, text.hasPrefix("Row ") else { return nil }
        return Int(text.dropFirst(4))
    }.sorted()
}

@MainActor
@Suite("Lazy stack: the first frame fills the viewport with measured rows")
struct LazyFirstFrameTests {
    @Test("a 20-point header above 60-point rows: the first frame builds the rows that fill 600 points and the margin, no more")
    func shortFirstItem() {
        let host = OffscreenHost(rootView: HeaderAboveRows(), size: CGSize(width: 400, height: 600))
        // The header takes 0–20, row k 20 + 60k ..< 80 + 60k: rows 0–9 show; the margin (10 %
        // of the viewport, 60 points) takes row 10, which starts at 620.
        #expect(host.bodyEvaluations(of: Row.self) == 11)
        #expect(shownRows(host) == Array(0...10))
        #expect(host.frame(ofText: "Header")?.midY == 10)
        #expect(host.frame(ofText: "Row 0")?.midY == 50)
        #expect(host.frame(ofText: "Row 9")?.midY == 590)
        #expect(host.frame(ofText: "Row 10")?.midY == 650)
    }

    @Test("after the short first item, scrolling shows the rows where their measured lengths put them")
    func scrollingAfterShortFirstItem() {
        let host = OffscreenHost(rootView: HeaderAboveRows(), size: CGSize(width: 400, height: 600))
        #expect(host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 620)))
        // 620 points down: row 10 (at 620 in the content) is at the top.
        #expect(host.frame(ofText: "Row 10")?.midY == 30)
        #expect(host.frame(ofText: "Row 19")?.midY == 570)
        #expect(host.frame(ofText: "Row 20")?.midY == 630)
        #expect(host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: -620)))
        #expect(host.frame(ofText: "Header")?.midY == 10)
        #expect(host.frame(ofText: "Row 9")?.midY == 590)
    }

    @Test("a list whose section header is shorter than its rows builds the rows it shows and the margin's")
    func listWithShortHeader() {
        let host = OffscreenHost(rootView: SectionList(), size: CGSize(width: 400, height: 600))
        let built = host.bodyEvaluations(of: Row.self)
        let shown = shownRows(host)
        // The rows whose text starts above 600 + 60 (the margin) — a row is taller than its text.
        let needed = shown.filter { (host.frame(ofText: "Row \($0)")?.minY ?? .infinity) < 660 }
        #expect(built == shown.count)
        #expect(needed.count >= 7)
        #expect(built <= needed.count + 1)
    }
}

