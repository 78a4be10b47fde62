import Testing
@_spi(Testing) import Tessera

/// A row with a body, so that its creations are counted by `bodyEvaluations`.
private struct SubviewRow: View {
    let index: Int
    var body: some View {
        Text("Row \(index)").frame(height: 20)
    }
}

/// A custom container that decorates each subview, in a lazy stack.
private struct Decorated<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(subviews: content) { subview in
                    subview.padding(.leading, 8)
                }
            }
        }
    }
}

@MainActor
@Suite("ForEach(subviews:) in a lazy stack")
struct LazySubviewsTests {
    @Test("ForEach(subviews:) over 100,000 rows builds only the rows in view, and scrolling only the new ones")
    func onDemand() throws {
        let host = OffscreenHost(rootView: Decorated { ForEach(0..<100_000) { SubviewRow(index: $0) } },
                                 size: CGSize(width: 800, height: 600))
        let built = host.bodyEvaluations(of: SubviewRow.self)
        #expect(built >= 30)
        #expect(built <= 40)
        #expect(host.frame(ofText: "Row 0")?.minX == 8)
        #expect(host.nodeCount < 1_000)
        #expect(host.scroll(at: CGPoint(x: 400, y: 300), by: CGSize(width: 0, height: 1_200)))
        let created = host.bodyEvaluations(of: SubviewRow.self) - built
        #expect(created <= 40)
        #expect(host.frame(ofText: "Row 60")?.midY == 10)
        // The rows scrolled away were released, their source rows with them.
        #expect(host.frame(ofText: "Row 0") == nil)
    }
}
