import Testing
@_spi(Testing) import Tessera

private struct PopoverScreen: View {
    let log: PresentationLog
    @State var showing = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Info") { showing = true }
                .frame(width: 80, height: 30)
                .popover(isPresented: $showing) {
                    Button("Inside") { log.entries.append("inside") }
                }
            Spacer()
            Button("Elsewhere") { log.entries.append("elsewhere") }
        }
        .frame(width: 300, height: 240)
    }
}

@MainActor
@Suite("Presentation: popover")
struct PopoverTests {
    @Test("the card sits below the presenting view; its buttons work; a tap outside dismisses without reaching the view there")
    func anchoredAndTapOutside() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: PopoverScreen(log: log), size: CGSize(width: 300, height: 240))
        let info = try #require(host.frame(ofText: "Info"))
        host.tapButton("Info")
        let inside = try #require(host.frame(ofText: "Inside"))
        #expect(inside.minY > info.maxY)
        #expect(abs(inside.midX - info.midX) < 1)
        #expect(host.tap(at: CGPoint(x: inside.midX, y: inside.midY)))
        #expect(log.entries == ["inside"])
        #expect(host.shows("Inside"))
        let elsewhere = try #require(host.frame(ofText: "Elsewhere"))
        #expect(host.tap(at: CGPoint(x: elsewhere.midX, y: elsewhere.midY)))
        #expect(log.entries == ["inside"])
        #expect(!host.shows("Inside"))
        host.tap(at: CGPoint(x: elsewhere.midX, y: elsewhere.midY))
        #expect(log.entries == ["inside", "elsewhere"])
    }

    @Test("Escape dismisses a popover")
    func escape() {
        let host = OffscreenHost(rootView: PopoverScreen(log: PresentationLog()), size: CGSize(width: 300, height: 240))
        host.tapButton("Info")
        #expect(host.press(key: .escape))
        #expect(!host.shows("Inside"))
    }
}
