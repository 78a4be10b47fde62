import Testing
@_spi(Testing) import Tessera

private struct Cell: View {
    let index: Int
    var body: some View { Text("\(index)").frame(width: 50) }
}

@MainActor
@Suite("LazyHStack virtualization")
struct LazyHStackTests {
    @Test("a horizontal lazy stack of 100,000 cells builds only the cells in view, and scrolls")
    func horizontal() {
        let host = OffscreenHost(rootView: ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<100_000) { Cell(index: $0) } }
        }, size: CGSize(width: 400, height: 100))
        // 400 / 50 = 8 cells, plus a 40-point margin: at most 9.
        #expect(host.bodyEvaluations(of: Cell.self) <= 9)
        #expect(abs((host.frame(ofText: "0")?.midX ?? -1) - 25) < 0.001)
        #expect(abs((host.frame(ofText: "7")?.midX ?? -1) - 375) < 0.001)
        #expect(host.scroll(at: CGPoint(x: 200, y: 50), by: CGSize(width: 50_000, height: 0)))
        #expect(abs((host.frame(ofText: "1000")?.midX ?? -1) - 25) < 0.001)
        #expect(host.bodyEvaluations(of: Cell.self) <= 9 + 10)
    }
}
