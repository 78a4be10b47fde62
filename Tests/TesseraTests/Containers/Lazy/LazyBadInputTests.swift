import Testing
@_spi(Testing) import Tessera

private struct Listing: View {
    @State var ids: [Int]
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(ids, id: \.self) { Text("Row \($0)").frame(height: 20) }
            }
        }
    }
}

@MainActor
private func shownRows<V: View>(_ host: OffscreenHost<V>) -> [(index: Int, midY: CGFloat)] {
    host.tree.allNodes.compactMap { node -> Int? in
        guard let text = node.text, text.hasPrefix("Row ") else { return nil }
        return Int(text.dropFirst(4))
    }.compactMap { index in host.frame(ofText: "Row \(index)").map { (index, $0.midY) } }
}

@MainActor
@Suite("Lazy stacks with bad input")
struct LazyBadInputTests {
    @Test("empty data: nothing built, nothing to scroll")
    func emptyData() {
        let host = OffscreenHost(rootView: Listing(ids: []), size: CGSize(width: 400, height: 600))
        #expect(shownRows(host).isEmpty)
        #expect(!host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 100)))
    }

    @Test("data shrinking below the scroll offset clamps the offset to the new end")
    func shrinkBelowOffset() {
        let host = OffscreenHost(rootView: Listing(ids: Array(0..<1_000)), size: CGSize(width: 400, height: 600))
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 10_000))
        #expect(host.frame(ofText: "Row 500")?.midY == 10)
        host.writeState(of: Listing.self, value: Array(0..<100))
        host.update()
        // 100 rows are 2,000 points: the offset is clamped to 1,400.
        #expect(host.frame(ofText: "Row 70")?.midY == 10)
        #expect(host.frame(ofText: "Row 99")?.midY == 590)
        #expect(host.frame(ofText: "Row 500") == nil)
    }

    @Test("a visible row whose id changes is replaced in place")
    func visibleIDChanges() {
        let host = OffscreenHost(rootView: Listing(ids: Array(0..<100)), size: CGSize(width: 400, height: 600))
        var ids = Array(0..<100)
        ids[1] = 1_000
        host.writeState(of: Listing.self, value: ids)
        host.update()
        #expect(host.frame(ofText: "Row 1") == nil)
        #expect(host.frame(ofText: "Row 1000")?.midY == 30)
        #expect(host.frame(ofText: "Row 2")?.midY == 50)
    }

    @Test("ForEach data changing between scrolls keeps rows contiguous and in data order")
    func dataChangesDuringScroll() {
        let host = OffscreenHost(rootView: Listing(ids: Array(0..<1_000)), size: CGSize(width: 400, height: 600))
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 300))
        host.writeState(of: Listing.self, value: Array(-50..<500))
        host.update()
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 300))
        let rows = shownRows(host).sorted { $0.index < $1.index }
        #expect(rows.count >= 30)
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.index == upper.index + 1)
            #expect(abs(lower.midY - upper.midY - 20) < 0.001)
        }
        // 550 rows, offset 600: the row at the top is the 30th of the data (id -20).
        #expect(host.frame(ofText: "Row -20")?.midY == 10)
    }
}
