import Testing
@_spi(Testing) import Tessera

private struct Grid<Cell: View>: View {
    let columns: [GridItem]
    let count: Int
    let cell: (Int) -> Cell
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<count) { cell($0) }
            }
        }
    }
}

@MainActor
private func colorFrames<V: View>(_ host: OffscreenHost<V>) -> [CGRect] {
    host.layoutFrames.filter { $0.label == "Color" }.map(\.frame)
}

private struct CountedCell: View {
    let index: Int
    var body: some View { Color.blue.frame(height: 50) }
}

@MainActor
@Suite("LazyVGrid and LazyHGrid")
struct LazyGridTests {
    @Test("fixed, flexible and adaptive columns share the width as DESIGN §3 says")
    func columnMix() {
        let host = OffscreenHost(rootView: Grid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))],
                                                count: 8) { _ in Color.blue.frame(height: 30) },
                                 size: CGSize(width: 400, height: 600))
        let frames = colorFrames(host)
        #expect(frames.count == 8)
        // 400 − 100 − 2 × 8 = 284: 142 for the flexible column, 142 for the adaptive one,
        // which holds ⌊150 / 58⌋ = 2 columns of 67.
        #expect(frames.prefix(4).map(\.minX) == [0, 108, 258, 333])
        #expect(frames.prefix(4).map(\.width) == [100, 142, 67, 67])
        // Second row: 30 + 8 below.
        #expect(frames[4].minY == frames[0].minY + 38)
        #expect(frames[4].minX == 0)
    }

    @Test("adaptive column count follows the width on resize")
    func adaptiveResize() {
        let host = OffscreenHost(rootView: Grid(columns: [GridItem(.adaptive(minimum: 100))], count: 40) { _ in
            Color.blue.frame(height: 30)
        }, size: CGSize(width: 400, height: 600))
        func columnCount() -> Int { Set(colorFrames(host).map(\.minX)).count }
        // ⌊408 / 108⌋ = 3 columns.
        #expect(columnCount() == 3)
        host.size = CGSize(width: 800, height: 600)
        host.update()
        // ⌊808 / 108⌋ = 7 columns.
        #expect(columnCount() == 7)
        #expect(abs((colorFrames(host).first?.width ?? 0) - CGFloat(800 - 6 * 8) / 7) < 0.001)
    }

    @Test("a grid of 100,000 cells builds only the visible rows of cells")
    func virtualizedGrid() {
        let host = OffscreenHost(rootView: Grid(columns: [GridItem(.adaptive(minimum: 100))], count: 100_000) {
            CountedCell(index: $0)
        }, size: CGSize(width: 400, height: 600))
        // 3 columns, rows of 50 + 8: about 11 rows visible, plus a margin.
        let built = host.bodyEvaluations(of: CountedCell.self)
        #expect(built >= 30)
        #expect(built <= 3 * 14)
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 58 * 1_000))
        #expect(host.bodyEvaluations(of: CountedCell.self) <= built + 3 * 14)
        #expect(colorFrames(host).count <= 3 * 14)
    }

    @Test("LazyHGrid lays rows out across its height and grows horizontally")
    func horizontalGrid() {
        let host = OffscreenHost(rootView: ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
                ForEach(0..<6) { _ in Color.red.frame(width: 30) }
            }
        }, size: CGSize(width: 400, height: 300))
        let frames = colorFrames(host)
        #expect(frames.count == 6)
        #expect(frames.map(\.width) == Array(repeating: 30, count: 6))
        #expect(frames[1].minY - frames[0].minY == 48)
        #expect(frames[2].minX - frames[0].minX == 40)
    }
}
