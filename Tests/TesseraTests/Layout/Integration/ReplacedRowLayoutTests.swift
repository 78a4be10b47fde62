import Testing
@_spi(Testing) import Tessera

/// The issue 8.3 list, small: one row reads "Updated" when `update` names it.
private struct Updates: View {
    @State var update = -1
    var body: some View {
        VStack {
            ForEach(0..<50) {
                if update == $0 {
                    Text("Updated")
                } else {
                    Text("\($0)")
                }
            }
        }
    }
}

/// Rows whose new branch is taller (two lines) than the old one.
private struct TallerRow: View {
    @State var tall = -1
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<10) { index in
                if tall == index {
                    Text("one\ntwo")
                } else {
                    Text("row \(index)")
                }
            }
        }
    }
}

@MainActor
@Suite("Replaced rows keep their stack's arrangement")
struct ReplacedRowLayoutTests {
    private func frames<V: View>(_ host: OffscreenHost<V>) -> [String] {
        host.layoutFrames.map { "\($0.label) \($0.frame)" }
    }

    private func framesFromScratch<V: View>(_ view: V, state: Any, size: CGSize) -> [String] {
        let fresh = OffscreenHost(rootView: view, size: size)
        fresh.writeState(of: V.self, value: state)
        fresh.update()
        return frames(fresh)
    }

    @Test("a row that switches to a wider text of the same height is lined up again, not arranged from scratch")
    func widerRowRealigns() {
        let size = CGSize(width: 400, height: 1200)
        let host = OffscreenHost(rootView: Updates(), size: size)
        let narrow = host.frame(ofText: "49")!
        let measurements = host.sizeThatFitsEvaluations
        let realignments = host.stackRearrangementsAcross
        host.writeState(of: Updates.self, value: 49)
        host.update()
        let updated = host.frame(ofText: "Updated")!
        #expect(updated.width > narrow.width)
        #expect(updated.minY == narrow.minY)
        #expect(frames(host) == framesFromScratch(Updates(), state: 49, size: size))
        // The list's VStack and the root's stack are lined up again across; only the new
        // text measures (at the proposals its stack had asked of the old one) and the two
        // stacks above it.
        #expect(host.stackRearrangementsAcross - realignments == 2)
        let remeasured = host.sizeThatFitsEvaluations - measurements
        #expect(remeasured > 0)
        #expect(remeasured <= 8)
        // And back, over and over: always a fresh layout's frames.
        for value in [-1, 0, 17, -1, 49, 48, -1] {
            host.writeState(of: Updates.self, value: value)
            host.update()
            #expect(frames(host) == framesFromScratch(Updates(), state: value, size: size))
        }
        #expect(host.frame(ofText: "49") == narrow)
    }

    @Test("a row that switches to a taller text arranges its stack again")
    func tallerRowReArranges() {
        let size = CGSize(width: 300, height: 600)
        let host = OffscreenHost(rootView: TallerRow(), size: size)
        let below = host.frame(ofText: "row 5")!
        let realignments = host.stackRearrangementsAcross
        host.writeState(of: TallerRow.self, value: 3)
        host.update()
        #expect(host.frame(ofText: "row 5")!.minY > below.minY)
        #expect(host.stackRearrangementsAcross == realignments)
        #expect(frames(host) == framesFromScratch(TallerRow(), state: 3, size: size))
        host.writeState(of: TallerRow.self, value: -1)
        host.update()
        #expect(host.frame(ofText: "row 5") == below)
        #expect(frames(host) == framesFromScratch(TallerRow(), state: -1, size: size))
    }
}
