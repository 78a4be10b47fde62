import Testing
@_spi(Testing) import Tessera

private struct LongList: View {
    var visibility: ScrollIndicatorVisibility = .automatic
    var showsIndicators = true
    var body: some View {
        ScrollView(showsIndicators: showsIndicators) {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(width: 180, height: 30) }
            }
        }
        .scrollIndicators(visibility)
        .frame(width: 200, height: 150)
    }
}

extension OffscreenHost {
    /// The top-level fills of the display list narrower than 6 points and taller than 10:
    /// vertical scroll indicator bars.
    var verticalIndicatorBars: [CGRect] {
        displayList.items.compactMap { item in
            guard case .fill = item.content, item.bounds.width <= 6, item.bounds.height > 10 else { return nil }
            return item.bounds
        }
    }
}

@MainActor
@Suite("ScrollView indicators")
struct ScrollIndicatorTests {
    @Test("automatic: no indicator in a still view; after a scroll a thin bar at the trailing edge, moved along with the offset")
    func automaticShowsOnceScrolled() throws {
        let host = OffscreenHost(rootView: LongList(), size: CGSize(width: 200, height: 150))
        #expect(host.verticalIndicatorBars.isEmpty)
        #expect(host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 100)))
        let bar = try #require(host.verticalIndicatorBars.first)
        #expect(bar.maxX <= 200 && bar.minX >= 190)
        // 150 of 600 points visible: the bar is about a quarter of the track long.
        #expect(bar.height > 30 && bar.height < 40)
        host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 1000))
        let end = try #require(host.verticalIndicatorBars.first)
        #expect(end.minY > bar.minY)
        #expect(abs(end.maxY - (150 - 2 - 4)) < 1)
    }

    @Test("visible shows the bar at the top in a still view; hidden and showsIndicators: false never show it",
          arguments: [(ScrollIndicatorVisibility.visible, true, 1), (.hidden, true, 0), (.visible, false, 0), (.never, true, 0)])
    func policies(visibility: ScrollIndicatorVisibility, shows: Bool, expected: Int) {
        let host = OffscreenHost(rootView: LongList(visibility: visibility, showsIndicators: shows), size: CGSize(width: 200, height: 150))
        host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 10))
        #expect(host.verticalIndicatorBars.count == expected)
    }

    @Test("content that fits shows no indicator even when visible")
    func fittingContent() {
        let host = OffscreenHost(rootView: ScrollView { Text("Short") }.scrollIndicators(.visible).frame(width: 200, height: 150),
                                 size: CGSize(width: 200, height: 150))
        #expect(host.verticalIndicatorBars.isEmpty)
    }
}
