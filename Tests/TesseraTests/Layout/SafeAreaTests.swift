import Testing
@testable import Tessera

@MainActor
@Suite("Safe areas (no safe-area model yet)")
struct SafeAreaTests {
    @Test("ignoresSafeArea and edgesIgnoringSafeArea leave the layout as it is")
    func ignores() {
        let plain = frames(in: CGSize(width: 200, height: 100)) { Color.red.readFrame("color") }
        let ignoring = frames(in: CGSize(width: 200, height: 100)) {
            Color.red.ignoresSafeArea().edgesIgnoringSafeArea(.top).ignoresSafeArea(.keyboard, edges: .bottom).readFrame("color")
        }
        #expect(plain["color"] == ignoring["color"])
        #expect(plain["color"] == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("safeAreaInset(edge: .bottom) puts its content at the bottom and insets the view above it")
    func inset() throws {
        let measured = frames(in: CGSize(width: 200, height: 300)) {
            Color.blue.readFrame("content")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 50).readFrame("bar") }
        }
        let content = try #require(measured["content"]), bar = try #require(measured["bar"])
        #expect(content == CGRect(x: 0, y: 0, width: 200, height: 250))
        #expect(bar == CGRect(x: 0, y: 250, width: 200, height: 50))
    }

    @Test("safeAreaPadding pads like padding")
    func padding() throws {
        let measured = frames(in: CGSize(width: 200, height: 100)) {
            Color.blue.readFrame("content").safeAreaPadding(.horizontal, 20)
        }
        #expect(measured["content"] == CGRect(x: 20, y: 0, width: 160, height: 100))
    }
}
