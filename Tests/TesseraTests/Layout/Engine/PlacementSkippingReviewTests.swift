import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// A layout whose placement reads a cache made from its value: subviews one below the other,
/// indented by `indent` (kept in the cache).
private struct IndentedColumn: Layout, Equatable {
    var indent: CGFloat

    struct Cache { var indent: CGFloat }

    func makeCache(subviews: Subviews) -> Cache { Cache(indent: indent) }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.indent = indent }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: 200, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + cache.indent, y: y), anchor: .topLeading, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// One view whose body takes a different shape at each step in one of its parts (`kind`), by
/// a placement input that keeps every other part's size and place.
private struct Steps: View {
    let kind: Int
    @State var step: Int

    init(kind: Int, step: Int = 0) {
        self.kind = kind
        _step = State(initialValue: step)
    }

    var body: some View {
        let step = kind == 0 ? self.step : 0, step1 = kind == 1 ? self.step : 0, step2 = kind == 2 ? self.step : 0
        let step3 = kind == 3 ? self.step : 0, step4 = kind == 4 ? self.step : 0, step5 = kind == 5 ? self.step : 0
        let step6 = kind == 6 ? self.step : 0, step7 = kind == 7 ? self.step : 0, step8 = kind == 8 ? self.step : 0
        let step9 = kind == 9 ? self.step : 0
        return VStack(alignment: .leading, spacing: 0) {
            ZStack(alignment: step % 2 == 0 ? .leading : .trailing) {
                Color.red.frame(width: 100, height: 20)
                HStack { Text("z") }
            }
            HStack { Text("o") }
                .frame(width: 100, height: 20)
                .overlay(alignment: step1 % 2 == 0 ? .topLeading : .bottomTrailing) {
                    HStack { Text("overlay") }.frame(width: 10, height: 5)
                }
                .background(alignment: step1 % 2 == 0 ? .leading : .trailing) {
                    HStack { Text("bg") }.frame(width: 10, height: 5)
                }
            HStack { Text("pos") }.position(x: step2 % 2 == 0 ? 20 : 60, y: 10).frame(width: 100, height: 20)
            HStack { Text("frame") }.frame(width: 100, height: 20, alignment: step3 % 2 == 0 ? .leading : .trailing)
            IndentedColumn(indent: step4 % 2 == 0 ? 0 : 30) {
                HStack { Text("ind") }
            }
            ViewThatFits {
                HStack { Text("wide").frame(width: step5 % 2 == 0 ? 50 : 500) }
                HStack { Text("narrow") }
            }
            VStack {
                ForEach(step6 % 2 == 0 ? [1, 2, 3] : [3, 1, 2], id: \.self) { item in
                    HStack { Text("item \(item)") }.frame(width: 60, height: 10)
                }
            }
            HStack {
                if step7 % 2 == 0 { HStack { Text("first") } } else { HStack { Text("other") } }
            }
            .frame(width: 100, height: 20)
            HStack { Text("offset") }.offset(x: step9 % 2 == 0 ? 0 : 15).frame(width: 100, height: 20)
            Grid {
                GridRow {
                    HStack { Text(step8 % 2 == 0 ? "c" : "a wider cell") }
                    HStack { Text("r1") }
                }
                GridRow {
                    HStack { Text("d") }
                    HStack { Text("r2") }
                }
            }
        }
    }
}

@MainActor
@Suite("Skipping placements: inputs besides sizes")
struct PlacementSkippingReviewTests {
    private func frames<V: View>(of host: OffscreenHost<V>) -> [String] {
        host.layoutFrames.map { "\($0.label) \($0.frame)" }
    }

    @Test("every placement input that keeps sizes gives a fresh layout's frames, step after step", arguments: 0..<10)
    func placementInputs(kind: Int) {
        let size = CGSize(width: 300, height: 400)
        let host = OffscreenHost(rootView: Steps(kind: kind), size: size)
        for step in 1...4 {
            host.writeState(of: Steps.self, value: step)
            host.update()
            // Built at this step: no earlier placement to keep.
            let fresh = OffscreenHost(rootView: Steps(kind: kind, step: step), size: size)
            #expect(frames(of: host) == frames(of: fresh), "step \(step)")
        }
    }
}

/// A reader over rows (eager or lazy) with a button that scrolls to row 30.
private struct ReaderRows: View {
    let lazy: Bool
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("go") { proxy.scrollTo(30, anchor: .top) }
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { rows }
                    } else {
                        VStack(spacing: 0) { rows }
                    }
                }
                .frame(height: 100)
            }
        }
    }

    private var rows: some View {
        ForEach(0..<60, id: \.self) { index in
            HStack { Text("row \(index)") }.frame(height: 20)
        }
    }
}

extension PlacementSkippingReviewTests {
    @Test("scrollTo moves the content of an eager and of a lazy stack, and laying out again keeps it", arguments: [false, true])
    func scrollToMovesContent(lazy: Bool) {
        let host = OffscreenHost(rootView: ReaderRows(lazy: lazy), size: CGSize(width: 200, height: 200))
        host.update()
        let top = host.frame(ofText: "row 0")!.minY
        #expect(host.tapButton("go"))
        host.update()
        func near(_ value: CGFloat?, _ expected: CGFloat) -> Bool { abs((value ?? .nan) - expected) < 1e-9 }
        #expect(near(host.frame(ofText: "row 30")?.minY, top))
        #expect(near(host.placedFrame(ofText: "row 31")?.minY, top + 20))
        host.update()
        #expect(near(host.frame(ofText: "row 30")?.minY, top))
    }
}

/// A grid whose first cell's text can widen.
private struct WideningCell: View {
    @State var text: String
    init(text: String) { _text = State(initialValue: text) }
    var body: some View {
        Grid {
            GridRow {
                HStack { Text(text) }
                Text("r1")
            }
            GridRow {
                Text("d")
                Text("r2")
            }
        }
    }
}

extension PlacementSkippingReviewTests {
    @Test("a grid cell whose text widens widens the grid (its size, not only its rows')")
    func widenedCellWidensTheGrid() {
        let size = CGSize(width: 300, height: 200)
        let host = OffscreenHost(rootView: WideningCell(text: "c"), size: size)
        let narrow = host.layoutFrames.first!.frame
        host.writeState(of: WideningCell.self, value: "a wider cell")
        host.update()
        let fresh = OffscreenHost(rootView: WideningCell(text: "a wider cell"), size: size)
        #expect(host.layoutFrames.first!.frame.width > narrow.width)
        #expect(frames(of: host) == frames(of: fresh))
    }
}
