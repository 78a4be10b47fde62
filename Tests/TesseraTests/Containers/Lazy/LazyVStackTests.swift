import Testing
@_spi(Testing) import Tessera

/// A row with a body (so its creations are counted by `bodyEvaluations`) of height 20.
private struct Row: View {
    let index: Int
    var body: some View {
        Text("Row \(index)").frame(height: 20)
    }
}

private struct Million: View {
    var count = 1_000_000
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count) { Row(index: $0) }
            }
        }
    }
}

@MainActor
private func visibleRowIndices<V: View>(_ host: OffscreenHost<V>) -> [Int] {
    host.tree.allNodes.compactMap { node -> Int? in
        guard node.baseName == "Text", let text = node.text, text.hasPrefix("Row ") else { return nil }
        return Int(text.dropFirst(4))
    }.sorted()
}

@MainActor
@Suite("LazyVStack virtualization")
struct LazyVStackTests {
    @Test("a million rows in 800×600 build only the visible rows and a margin")
    func millionRowsFirstFrame() {
        let host = OffscreenHost(rootView: Million(), size: CGSize(width: 800, height: 600))
        let built = host.bodyEvaluations(of: Row.self)
        // 600 / 20 = 30 visible rows, plus a margin of 10% of the viewport (3 rows) below.
        #expect(built >= 30)
        #expect(built <= 40)
        #expect(host.frame(ofText: "Row 0")?.midY == 10)
        #expect(host.frame(ofText: "Row 29")?.midY == 590)
        #expect(host.frame(ofText: "Row 100") == nil)
        #expect(host.nodeCount < 400)
    }

    @Test("scrolling one screen builds only the newly visible rows")
    func scrollOneScreen() {
        let host = OffscreenHost(rootView: Million(), size: CGSize(width: 800, height: 600))
        let before = host.bodyEvaluations(of: Row.self)
        let shown = Set(visibleRowIndices(host))
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: 600)))
        let created = host.bodyEvaluations(of: Row.self) - before
        let now = Set(visibleRowIndices(host))
        #expect(created == now.subtracting(shown).count)
        #expect(created <= 40)
        #expect(host.frame(ofText: "Row 30")?.midY == 10)
        #expect(host.frame(ofText: "Row 59")?.midY == 590)
        // Rows far above were released.
        #expect(host.frame(ofText: "Row 0") == nil)
        #expect(now.count <= 45)
    }

    @Test("outside a scroll view a lazy stack lays out every row like a VStack")
    func outsideScrollView() {
        let host = OffscreenHost(rootView: LazyVStack(spacing: 0) {
            ForEach(0..<5) { Row(index: $0) }
        }, size: CGSize(width: 200, height: 300))
        #expect(host.bodyEvaluations(of: Row.self) == 5)
        // 100 points of rows, centered in 300.
        #expect(host.frame(ofText: "Row 0")?.midY == 110)
        #expect(host.frame(ofText: "Row 4")?.midY == 190)
    }

    @Test("static items scrolled out of the viewport are no longer placed (nor drawn)")
    func staticItemsLeaveThePlacement() {
        let host = OffscreenHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                Text("S0").frame(height: 300)
                Text("S1").frame(height: 300)
                Text("S2").frame(height: 300)
                Text("S3").frame(height: 300)
                Text("S4").frame(height: 300)
            }
        }, size: CGSize(width: 200, height: 300))
        #expect(host.frame(ofText: "S0")?.isEmpty == false)
        host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 1_200))
        #expect(host.frame(ofText: "S4")?.isEmpty == false)
        // S0 stays in the graph (static content isn't released) but has no frame any more.
        #expect(host.frame(ofText: "S0")?.isEmpty == true)
        #expect(host.frame(ofText: "S1")?.isEmpty == true)
        #expect(host.frame(ofText: "S2")?.isEmpty == true)
    }
}
