import Testing
@_spi(Testing) import Tessera

private struct Labels: View {
    @State var changed = "row 5"
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<20) { index in
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    Text(index == 5 ? changed : "row \(index)")
                }
            }
        }
    }
}

private struct Framed: View {
    @State var text = "short"
    var body: some View {
        VStack {
            ForEach(0..<10) { index in Text("item \(index)") }
            Text(text).frame(width: 120, height: 30)
        }
    }
}

private struct Baselines: View {
    @State var size: CGFloat = 12
    var body: some View {
        VStack {
            HStack(alignment: .firstTextBaseline) {
                Text("small").font(.system(size: 12))
                Text("varies").font(.system(size: size)).frame(width: 80, height: 60, alignment: .top)
            }
            Text("below")
        }
    }
}

private struct Choice: View {
    @State var chosen = -1
    var body: some View {
        VStack {
            ForEach(0..<100) { index in
                if chosen == index {
                    Text("Chosen")
                } else {
                    Text("\(index)")
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
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// The frames a fresh host gives the same view in the same state.
    private func framesFromScratch<V: View>(_ view: V, state: Any, of type: V.Type,
                                            size: CGSize) -> [String] {
        let fresh = OffscreenHost(rootView: view, size: size)
        fresh.writeState(of: type, value: state)
        fresh.update()
        return frames(of: fresh)
    }

    /// Every laid-out frame of `host`, labelled, in tree order.
    private func frames<V: View>(of host: OffscreenHost<V>) -> [String] {
        host.layoutFrames.map { "\($0.label) \($0.frame)" }
    }

    @Test("a text whose new string has the same size keeps its stacks' arrangements")
    func sameSizeKeepsArrangement() {
        let size = CGSize(width: 400, height: 600)
        let host = OffscreenHost(rootView: Labels(), size: size)
        let arrangements = host.stackArrangementEvaluations
        let measurements = host.sizeThatFitsEvaluations
        #expect(arrangements > 0)
        host.writeState(of: Labels.self, value: "wor 5")
        host.update()
        #expect(host.frame(ofText: "wor 5") != nil)
        // Only the text measures again, at the proposals its HStack asked (nine: the stack
        // probes its minimum, maximum and share); no stack arranges, nothing above re-measures.
        #expect(host.stackArrangementEvaluations == arrangements)
        let remeasured = host.sizeThatFitsEvaluations - measurements
        #expect(remeasured > 0)
        #expect(remeasured <= 9)
        #expect(frames(of: host) == framesFromScratch(Labels(), state: "wor 5", of: Labels.self, size: size))
    }

    @Test("a text whose size changes re-arranges its stacks, with the frames a fresh layout gives")
    func sizeChangeReArranges() {
        let size = CGSize(width: 400, height: 600)
        let host = OffscreenHost(rootView: Labels(), size: size)
        let arrangements = host.stackArrangementEvaluations
        let before = host.frame(ofText: "row 5")!
        host.writeState(of: Labels.self, value: "a much longer row 5")
        host.update()
        #expect(host.stackArrangementEvaluations > arrangements)
        let after = host.frame(ofText: "a much longer row 5")!
        #expect(after.width > before.width)
        #expect(frames(of: host)
                == framesFromScratch(Labels(), state: "a much longer row 5", of: Labels.self, size: size))
        // And back: the same frames as at first.
        host.writeState(of: Labels.self, value: "row 5")
        host.update()
        #expect(host.frame(ofText: "row 5") == before)
    }

    @Test("a child whose size changes inside a fixed frame leaves the stack around the frame alone")
    func fixedFrameStopsTheCheck() {
        let size = CGSize(width: 400, height: 600)
        let host = OffscreenHost(rootView: Framed(), size: size)
        let arrangements = host.stackArrangementEvaluations
        let before = host.frame(ofText: "short")!
        host.writeState(of: Framed.self, value: "much longer")
        host.update()
        let after = host.frame(ofText: "much longer")!
        #expect(after.width > before.width)
        #expect(after.midX == before.midX)
        #expect(host.stackArrangementEvaluations == arrangements)
        #expect(frames(of: host) == framesFromScratch(Framed(), state: "much longer", of: Framed.self, size: size))
    }

    @Test("a changed baseline inside a fixed frame moves its row (explicit alignment answers are checked)")
    func changedBaselineReArranges() {
        let size = CGSize(width: 400, height: 600)
        let host = OffscreenHost(rootView: Baselines(), size: size)
        let small = host.frame(ofText: "small")!
        let arrangements = host.stackArrangementEvaluations
        host.writeState(of: Baselines.self, value: CGFloat(30))
        host.update()
        // The framed text's size is the frame's, but its first baseline moved down: the
        // HStack aligns "small" to it again.
        #expect(host.stackArrangementEvaluations > arrangements)
        #expect(host.frame(ofText: "small")!.minY > small.minY)
        #expect(frames(of: host) == framesFromScratch(Baselines(), state: CGFloat(30), of: Baselines.self, size: size))
    }

    @Test("a run of changes, some keeping sizes and some not, ends with a fresh layout's frames")
    func runOfChanges() {
        let size = CGSize(width: 300, height: 500)
        let host = OffscreenHost(rootView: Labels(), size: size)
        for value in ["row 6", "longer row 5", "row 5", "x", "row 7", "a very long row that is much wider than the rest"] {
            host.writeState(of: Labels.self, value: value)
            host.update()
            #expect(frames(of: host) == framesFromScratch(Labels(), state: value, of: Labels.self, size: size))
        }
    }

    @Test("rows of an if/else ForEach that stay equal are neither updated nor measured again")
    func equalRowsCostNoLayout() {
        let size = CGSize(width: 300, height: 3000)
        let host = OffscreenHost(rootView: Choice(), size: size)
        let measurements = host.sizeThatFitsEvaluations
        host.writeState(of: Choice.self, value: 50)
        host.update()
        #expect(host.frame(ofText: "Chosen") != nil)
        #expect(host.frame(ofText: "50") == nil)
        // The new text, its stack and the root measure; none of the 99 equal rows.
        let remeasured = host.sizeThatFitsEvaluations - measurements
        #expect(remeasured > 0)
        #expect(remeasured < 20)
        #expect(frames(of: host) == framesFromScratch(Choice(), state: 50, of: Choice.self, size: size))
    }

    @Test("a row that switches to a wider text of the same height is lined up again, not arranged from scratch")
    func widerRowRealigns() {
        let size = CGSize(width: 400, height: 3000)
        let host = OffscreenHost(rootView: Choice(), size: size)
        let narrow = host.frame(ofText: "99")!
        let measurements = host.sizeThatFitsEvaluations
        let realignments = host.stackRearrangementsAcross
        host.writeState(of: Choice.self, value: 99)
        host.update()
        let chosen = host.frame(ofText: "Chosen")!
        #expect(chosen.width > narrow.width)
        #expect(chosen.minY == narrow.minY)
        // The list's VStack and the root's stack are lined up again across; only the new
        // text measures (at the proposals its stack had asked of the old one) and the two
        // stacks above it.
        #expect(host.stackRearrangementsAcross - realignments == 2)
        let remeasured = host.sizeThatFitsEvaluations - measurements
        #expect(remeasured > 0)
        #expect(remeasured <= 8)
        // And back and forth: always a fresh layout's frames.
        for value in [99, -1, 0, 17, -1, 99, 98, -1] {
            host.writeState(of: Choice.self, value: value)
            host.update()
            #expect(frames(of: host) == framesFromScratch(Choice(), state: value, of: Choice.self, size: size))
        }
        #expect(host.frame(ofText: "99") == narrow)
    }

    @Test("a row that switches to a taller text arranges its stack again")
    func tallerRowReArranges() {
        let size = CGSize(width: 300, height: 600)
        let host = OffscreenHost(rootView: TallerRow(), size: size)
        let below = host.frame(ofText: "row 5")!
        let realignments = host.stackRearrangementsAcross
        for value in [3, -1] {
            host.writeState(of: TallerRow.self, value: value)
            host.update()
            #expect(host.stackRearrangementsAcross == realignments)
            #expect(frames(of: host) == framesFromScratch(TallerRow(), state: value, of: TallerRow.self, size: size))
            #expect((host.frame(ofText: "row 5")!.minY > below.minY) == (value == 3))
        }
    }
}
