import Testing
@_spi(Testing) import Tessera

private struct ThousandRows: View {
    @State var selection: Int?
    var body: some View {
        VStack(spacing: 0) {
            Text("selected: \(selection.map(String.init) ?? "none")")
            List(selection: $selection) { ForEach(0..<1000) { Text("Row \($0)") } }
        }
    }
}

private struct SectionedRows: View {
    @State var selection: String?
    var body: some View {
        VStack(spacing: 0) {
            Text("selected: \(selection ?? "none")")
            List(selection: $selection) {
                ForEach(0..<40) { section in
                    Section("Section \(section)") {
                        ForEach(0..<3) { Text("Item \(section).\($0)").tag("\(section).\($0)") }
                    }
                }
            }
        }
    }
}

private struct PlainSectionedRows: View {
    @State var selection: String?
    var body: some View {
        List(selection: $selection) {
            ForEach(0..<10) { section in
                Section("Section \(section)") {
                    ForEach(0..<20) { Text("Item \(section).\($0)").tag("\(section).\($0)") }
                }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
private func isVisible<V: View>(_ host: OffscreenHost<V>, _ text: String, in viewport: ClosedRange<CGFloat>) -> Bool {
    guard let frame = host.frame(ofText: text), !frame.isEmpty else { return false }
    return frame.minY >= viewport.lowerBound && frame.maxY <= viewport.upperBound
}

@MainActor
@Suite("List keyboard navigation scrolls")
struct ListKeyboardScrollingTests {
    @Test("Down past the viewport scrolls the selected row into view; End selects and shows the last row")
    func downAndEnd() throws {
        let host = OffscreenHost(rootView: ThousandRows(), size: CGSize(width: 800, height: 600))
        let listTop = try #require(host.frame(ofText: "selected: none")).maxY
        #expect(host.moveFocus())
        #expect(host.press(key: .downArrow))
        #expect(host.frame(ofText: "selected: 0") != nil)
        #expect(!isVisible(host, "Row 30", in: listTop...600))
        for _ in 0..<30 { host.press(key: .downArrow) }
        #expect(host.frame(ofText: "selected: 30") != nil)
        #expect(isVisible(host, "Row 30", in: listTop...600))
        // The least scroll: row 30 is at the bottom edge, not the top.
        let row30 = try #require(host.frame(ofText: "Row 30"))
        #expect(row30.maxY > 500)
        host.press(key: .end)
        #expect(host.frame(ofText: "selected: 999") != nil)
        #expect(isVisible(host, "Row 999", in: listTop...600))
        // Up within the viewport doesn't scroll.
        let row998 = try #require(host.frame(ofText: "Row 998"))
        host.press(key: .upArrow)
        #expect(host.frame(ofText: "selected: 998") != nil)
        // (Within a point: rows measured after the jump to the end correct the estimates.)
        #expect(abs(try #require(host.frame(ofText: "Row 998")).minY - row998.minY) < 1)
        host.press(key: .home)
        #expect(host.frame(ofText: "selected: 0") != nil)
        #expect(isVisible(host, "Row 0", in: listTop...600))
    }

    @Test("Down and Up step over section headers, and Up scrolls back to a row above the viewport")
    func sections() throws {
        let host = OffscreenHost(rootView: SectionedRows(), size: CGSize(width: 400, height: 300))
        let listTop = try #require(host.frame(ofText: "selected: none")).maxY
        #expect(host.moveFocus())
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: 0.0") != nil)
        for _ in 0..<3 { host.press(key: .downArrow) }
        #expect(host.frame(ofText: "selected: 1.0") != nil)
        for _ in 0..<21 { host.press(key: .downArrow) }
        #expect(host.frame(ofText: "selected: 8.0") != nil)
        #expect(isVisible(host, "Item 8.0", in: listTop...300))
        #expect(!isVisible(host, "Item 1.0", in: listTop...300))
        for _ in 0..<21 { host.press(key: .upArrow) }
        #expect(host.frame(ofText: "selected: 1.0") != nil)
        #expect(isVisible(host, "Item 1.0", in: listTop...300))
    }

    @Test("in a plain list, a row scrolled to from below its pinned header shows beneath the header")
    func pinnedHeader() throws {
        let host = OffscreenHost(rootView: PlainSectionedRows(), size: CGSize(width: 400, height: 300))
        #expect(host.moveFocus())
        for _ in 0..<20 { host.press(key: .downArrow) }
        let header = try #require(host.frame(ofText: "Section 0"))
        #expect(host.frame(ofText: "Item 0.19") != nil)
        for _ in 0..<15 { host.press(key: .upArrow) }
        // Item 0.4 is above the viewport after scrolling down: Up brings it just below the header.
        let row = try #require(host.frame(ofText: "Item 0.4"))
        #expect(row.minY >= header.maxY)
        #expect(try #require(host.frame(ofText: "Section 0")).minY == header.minY)
    }
}
