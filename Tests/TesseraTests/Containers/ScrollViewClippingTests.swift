import Testing
@_spi(Testing) @testable import Tessera

/// A header, a 150-point scroll view of twenty 30-point tappable rows, and a view below it,
/// each logging the taps it gets.
private struct TappableRows: View {
    let log: PresentationLog

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 60).onTapGesture { log.entries.append("header") }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color.blue.frame(height: 30).onTapGesture { log.entries.append("row \(index)") }
                    }
                }
            }
            .frame(height: 150)
            Color.green.frame(height: 60).onTapGesture { log.entries.append("below") }
            Spacer()
        }
    }
}

@MainActor
@Suite("ScrollView: events only in its bounds")
struct ScrollViewClippingTests {
    private let size = CGSize(width: 200, height: 400)

    @Test("a tap below a scroll view, on a row that overflows it, reaches what is drawn there")
    func tapBelow() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: TappableRows(log: log), size: size)
        // Row 7 is laid out at 270..<300, under the view below the scroll view (210..<270):
        // nothing is drawn at 285, so nothing takes the tap.
        #expect(!host.tap(at: CGPoint(x: 100, y: 285)))
        host.tap(at: CGPoint(x: 100, y: 225))
        host.tap(at: CGPoint(x: 100, y: 205))
        #expect(log.entries == ["below", "row 4"])
    }

    @Test("after scrolling, a tap above the scroll view reaches the header, not a row scrolled up under it")
    func tapAboveAfterScrolling() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: TappableRows(log: log), size: size)
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 90)))
        // Rows 0...2 are laid out at -30..<60 now, over the header.
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(log.entries == ["header"])
        // The first row in view is row 3.
        host.tap(at: CGPoint(x: 100, y: 65))
        #expect(log.entries == ["header", "row 3"])
    }

    @Test("a press outside a scrolled scroll view starts no gesture of a row laid out there")
    func pressChain() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: TappableRows(log: log), size: size)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 90))
        let chain = PointerCoordinator.hitChain(at: CGPoint(x: 100, y: 30), in: host.graph.root)
        #expect(chain.count == 1)
        host.drag(from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 31))
        #expect(!log.entries.contains { $0.hasPrefix("row") })
    }

    @Test("a scroll view nested in another and scrolled out of its bounds doesn't take a scroll there")
    func nestedScroll() {
        let view = VStack(spacing: 0) {
            ScrollView(.horizontal) { Color.green.frame(width: 800, height: 60) }.frame(height: 60)
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 150)
                    ScrollView(.horizontal) { Color.blue.frame(width: 600, height: 60) }.frame(height: 60)
                    Color.red.frame(height: 400)
                }
            }
            .frame(height: 100)
            Spacer()
        }
        let host = OffscreenHost(rootView: view, size: CGSize(width: 200, height: 300))
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 200)))
        // The inner horizontal scroll view is laid out at 10..<70 now, above the outer one's top
        // (60): a horizontal scroll at 30 goes to the green one, really there.
        #expect(host.scroll(at: CGPoint(x: 100, y: 30), by: CGSize(width: 50, height: 0)))
        // In graph order: the green one, the outer one, the inner one.
        let offsets = host.graph.root.map(scrollStates)?.map { $0.offset.x + $0.offset.y } ?? []
        #expect(offsets == [50, 200, 0])
    }

    @Test("with scrollClipDisabled() a row outside the scroll view's bounds still gets taps")
    func clipDisabled() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: TappableRows(log: log).scrollClipDisabled(), size: size)
        #expect(host.tap(at: CGPoint(x: 100, y: 285)))
        #expect(log.entries == ["row 7"])
    }

    private func scrollStates(_ node: ViewNode) -> [ScrollState] {
        var states: [ScrollState] = []
        func visit(_ node: ViewNode) {
            if let state = node.payload as? ScrollState { states.append(state) }
            for child in node.children { visit(child) }
        }
        visit(node)
        return states
    }
}
