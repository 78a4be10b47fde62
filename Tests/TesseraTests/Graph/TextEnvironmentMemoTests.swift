import Testing
@_spi(Testing) @testable import Tessera

/// The graph keeps the text values of the last text's environment while texts are made
/// (``ViewGraph/textEnvironment(for:)``), and lets go of them when an update or a layout pass
/// ends, so no environment stays alive between frames.
@MainActor
@Suite struct TextEnvironmentMemoTests {
    private static var rows: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { Text("Row \($0)").frame(height: 20) }
            }
        }
    }

    @Test("Dropped after the first build and layout")
    func droppedAfterFirstLayout() {
        let host = OffscreenHost(rootView: Self.rows, size: CGSize(width: 200, height: 100))
        #expect(host.frame(ofText: "Row 0") != nil)
        #expect(host.graph.lastTextEnvironment == nil)
    }

    @Test("Dropped after lazy rows are built while scrolling")
    func droppedAfterScrolling() {
        let host = OffscreenHost(rootView: Self.rows, size: CGSize(width: 200, height: 100))
        #expect(host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 1_000)))
        #expect(host.frame(ofText: "Row 52") != nil)
        #expect(host.graph.lastTextEnvironment == nil)
    }

    @Test("Dropped after a resize builds more rows")
    func droppedAfterResize() {
        let host = OffscreenHost(rootView: Self.rows, size: CGSize(width: 200, height: 100))
        host.size = CGSize(width: 200, height: 400)
        #expect(host.frame(ofText: "Row 15") != nil)
        #expect(host.graph.lastTextEnvironment == nil)
    }

    @Test("Text values read outside an update are dropped when the next layout pass ends")
    func droppedByLayoutPass() {
        // A resize that updates nothing: only the layout pass can drop the values.
        let host = OffscreenHost(rootView: Text("Hello"), size: CGSize(width: 200, height: 100))
        // As a container building a row while it is measured would (no update running).
        let values = host.graph.textEnvironment(for: host.environment)
        #expect(host.graph.lastTextEnvironment === values)
        host.size = CGSize(width: 300, height: 100)
        #expect(host.graph.lastTextEnvironment == nil)
        _ = host.graph.textEnvironment(for: host.environment)
        _ = host.sizeThatFits(.unspecified)
        #expect(host.graph.lastTextEnvironment == nil)
    }

    @Test("Texts sharing an environment share its text values while an update builds them")
    func sharedDuringUpdate() {
        let graph = ViewGraph()
        let environment = EnvironmentValues()
        let first = graph.textEnvironment(for: environment)
        #expect(graph.textEnvironment(for: environment) === first)
        var other = environment
        other.font = .title
        #expect(graph.textEnvironment(for: other) !== first)
    }
}
