import Testing
@_spi(Testing) import Tessera

private struct CounterRow: View {
    let index: Int
    @State private var count = 0
    var body: some View {
        Button("Row \(index): \(count)") { count += 1 }.frame(height: 20)
    }
}

/// Rows of 20 points below row 100 and 100 points from there on: estimates made from the
/// first rows are wrong further down.
private struct MixedRow: View {
    let index: Int
    var body: some View {
        Text("Row \(index)").frame(height: index < 100 ? 20 : 100)
    }
}

private struct Jumper<Row: View>: View {
    let target: Int
    let anchor: UnitPoint?
    let row: (Int) -> Row
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") { proxy.scrollTo(target, anchor: anchor) }.frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1_000_000) { row($0) }
                    }
                }
            }
        }
    }
}

@MainActor
private func scrollViewFrame<V: View>(_ host: OffscreenHost<V>) -> CGRect? {
    host.layoutFrames.first { $0.label.hasPrefix("ScrollView") }?.frame
}

@MainActor
@Suite("Lazy rows: state and ScrollViewReader")
struct LazyRowStateTests {
    @Test("@State of a row scrolled away and back is kept")
    func stateSurvivesRelease() {
        let host = OffscreenHost(rootView: ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<10_000) { CounterRow(index: $0) } }
        }, size: CGSize(width: 400, height: 600))
        #expect(host.tapButton("Row 3: 0"))
        #expect(host.tapButton("Row 3: 1"))
        #expect(host.frame(ofText: "Row 3: 2") != nil)
        let nodesBefore = host.nodeCount
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 5_000))
        // The row is gone from the graph (its nodes were released)…
        #expect(host.tree.allNodes.allSatisfy { $0.text?.hasPrefix("Row 3:") != true })
        #expect(host.nodeCount <= nodesBefore + 20)
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: -5_000))
        // …and comes back with its state.
        #expect(host.frame(ofText: "Row 3: 2") != nil)
        #expect(host.frame(ofText: "Row 4: 0") != nil)
        #expect(host.tapButton("Row 3: 2"))
        #expect(host.frame(ofText: "Row 3: 3") != nil)
    }

    @Test("scrollTo row 500,000 of 1,000,000 builds O(visible) rows and puts it at the anchor")
    func scrollToFarRow() {
        let host = OffscreenHost(rootView: Jumper(target: 500_000, anchor: .top) { Text("Row \($0)").frame(height: 20) },
                                 size: CGSize(width: 800, height: 640))
        let nodesBefore = host.nodeCount
        #expect(host.tapButton("Jump"))
        let viewport = try! #require(scrollViewFrame(host))
        #expect(viewport.minY == 40)
        let row = try! #require(host.frame(ofText: "Row 500000"))
        #expect(abs(row.midY - (viewport.minY + 10)) < 0.5)
        #expect(host.frame(ofText: "Row 500029") != nil)
        #expect(host.frame(ofText: "Row 0") == nil)
        #expect(host.nodeCount < nodesBefore * 3)
    }

    @Test("scrollTo without an anchor scrolls the least: a row below ends at the bottom")
    func scrollToMinimal() {
        let host = OffscreenHost(rootView: Jumper(target: 1_000, anchor: nil) { Text("Row \($0)").frame(height: 20) },
                                 size: CGSize(width: 800, height: 640))
        #expect(host.tapButton("Jump"))
        let viewport = try! #require(scrollViewFrame(host))
        let row = try! #require(host.frame(ofText: "Row 1000"))
        #expect(abs(row.midY - (viewport.maxY - 10)) < 0.5)
    }

    @Test("corrected estimates keep the visible rows still while scrolling")
    func noJumpWhenEstimatesChange() {
        let host = OffscreenHost(rootView: Jumper(target: 500, anchor: .top) { MixedRow(index: $0) },
                                 size: CGSize(width: 800, height: 640))
        #expect(host.tapButton("Jump"))
        let viewport = try! #require(scrollViewFrame(host))
        let before = try! #require(host.frame(ofText: "Row 501"))
        #expect(abs(host.frame(ofText: "Row 500")!.midY - (viewport.minY + 50)) < 0.5)
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: 50)))
        let after = try! #require(host.frame(ofText: "Row 501"))
        #expect(abs(after.midY - (before.midY - 50)) < 0.5)
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: -250)))
        let back = try! #require(host.frame(ofText: "Row 501"))
        #expect(abs(back.midY - (before.midY + 200)) < 0.5)
    }
}
