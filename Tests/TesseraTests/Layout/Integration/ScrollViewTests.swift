import Testing
@_spi(Testing) import Tessera

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    private func host() -> OffscreenHost<some View> {
        OffscreenHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Text("row \(index)").frame(width: 80, height: 50)
                }
            }
        }, size: CGSize(width: 200, height: 200))
    }

    @Test("content takes its ideal height, starts at the top, and is centered across")
    func layout() {
        let host = host()
        let first = host.frame(ofText: "row 0")!
        let last = host.frame(ofText: "row 9")!
        #expect(host.layoutFrames.first { $0.label.hasPrefix("ScrollView") }?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(isClose(last.midY - first.midY, 450))
        #expect(isClose(first.midY, 25))
        #expect(isClose(first.midX, 100))
    }

    @Test("scrolling moves the content, clamped to its end")
    func scrolling() {
        let host = host()
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 120)))
        #expect(isClose(host.frame(ofText: "row 0")?.midY, 25 - 120))
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 10_000)))
        // 500 of content in a 200 viewport: at most 300.
        #expect(isClose(host.frame(ofText: "row 0")?.midY, 25 - 300))
        #expect(!host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50)))
    }
}
