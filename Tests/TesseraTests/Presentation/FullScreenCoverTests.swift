import Testing
@_spi(Testing) import Tessera

private struct CoverBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var locked = false
    var body: some View {
        VStack {
            Text(isPresented ? "in cover" : "not presented")
            Button("Done") { dismiss() }
        }
        .readFrame("cover")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .interactiveDismissDisabled(locked)
    }
}

private struct CoverScreen: View {
    let log: PresentationLog
    var locked = false
    @State var showing = false
    @State var taps = 0
    var body: some View {
        VStack {
            Button("Open") { showing = true }
            Button("Count") { taps += 1 }
            Text("taps: \(taps)")
        }
        .frame(width: 300, height: 240)
        .fullScreenCover(isPresented: $showing, onDismiss: { log.entries.append("dismissed") }) {
            CoverBody(locked: locked).readFrame("filled")
        }
    }
}

private struct LockedSheetScreen: View {
    @State var showing = true
    var body: some View {
        Text(showing ? "sheet up" : "sheet down")
            .frame(width: 300, height: 240)
            .sheet(isPresented: $showing) {
                Button("Done") { showing = false }.interactiveDismissDisabled()
            }
    }
}

@MainActor
@Suite("Presentation: fullScreenCover and interactiveDismissDisabled")
struct FullScreenCoverTests {
    @Test("the cover fills the window and takes the events; dismiss closes it and runs onDismiss once")
    func coversAndDismisses() throws {
        let log = PresentationLog()
        let frameLog = FrameLog()
        let host = OffscreenHost(rootView: FrameCollector(frameLog) { CoverScreen(log: log) }, size: CGSize(width: 300, height: 240))
        host.tapButton("Open")
        #expect(host.shows("in cover"))
        #expect(frameLog.frames["filled"] == CGRect(x: 0, y: 0, width: 300, height: 240))
        let count = try #require(host.frame(ofText: "Count"))
        host.tap(at: CGPoint(x: count.midX, y: count.midY))
        #expect(host.shows("taps: 0"), "the cover takes the tap")
        #expect(host.tapButton("Done"))
        #expect(!host.shows("in cover"))
        #expect(log.entries == ["dismissed"])
    }

    @Test("Escape closes the cover; with interactiveDismissDisabled it doesn't")
    func escape() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: CoverScreen(log: log), size: CGSize(width: 300, height: 240))
        host.tapButton("Open")
        host.press(key: .escape)
        #expect(!host.shows("in cover"))
        #expect(log.entries == ["dismissed"])

        let locked = OffscreenHost(rootView: CoverScreen(log: log, locked: true), size: CGSize(width: 300, height: 240))
        locked.tapButton("Open")
        locked.press(key: .escape)
        #expect(locked.shows("in cover"))
        locked.tapButton("Done")
        #expect(!locked.shows("in cover"))
    }

    @Test("interactiveDismissDisabled keeps a sheet up on Escape; its own button still closes it")
    func lockedSheet() {
        let host = OffscreenHost(rootView: LockedSheetScreen(), size: CGSize(width: 300, height: 240))
        host.press(key: .escape)
        #expect(host.shows("sheet up"))
        host.tapButton("Done")
        #expect(host.shows("sheet down"))
    }
}
