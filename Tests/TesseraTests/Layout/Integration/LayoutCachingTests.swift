import Testing
@_spi(Testing) import Tessera

private struct Row: View {
    let index: Int
    @State var label = "row"
    var body: some View {
        HStack {
            Color.red.frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text("\(label) \(index)")
                Text("detail")
            }
        }
    }
}

private struct Rows: View {
    let count: Int
    var body: some View {
        VStack { ForEach(0..<count) { Row(index: $0) } }
    }
}

@MainActor
@Suite("Layout caching")
struct LayoutCachingTests {
    @Test("a change in one leaf re-measures its ancestors, not its siblings")
    func leafChange() {
        let host = OffscreenHost(rootView: Rows(count: 200), size: CGSize(width: 400, height: 10_000))
        let first = host.sizeThatFitsEvaluations
        #expect(first > 200)
        host.writeState(of: Row.self, occurrence: 100, value: "changed")
        host.update()
        let delta = host.sizeThatFitsEvaluations - first
        // The changed text, its VStack, HStack and the rows' VStack and the root re-measure a
        // few times each; nothing proportional to the 200 rows.
        #expect(delta > 0)
        #expect(delta < 60)
        #expect(host.frame(ofText: "changed 100") != nil)
    }

    @Test("a state change that leaves sizes alone keeps every other measurement cached")
    func unchangedLayout() {
        let host = OffscreenHost(rootView: Rows(count: 50), size: CGSize(width: 400, height: 4000))
        let before = host.sizeThatFitsEvaluations
        host.update()
        #expect(host.sizeThatFitsEvaluations == before)
    }
}
