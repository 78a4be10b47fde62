import Testing
@_spi(Testing) import Tessera

private struct InspectorScreen: View {
    @State var showing = true
    var width: InspectorColumnWidth?
    var body: some View {
        Color.clear
            .readFrame("content")
            .overlay { Button("Toggle") { showing.toggle() } }
            .inspector(isPresented: $showing) {
                InspectorBody(width: width)
            }
    }
}

private struct InspectorColumnWidth { var min: CGFloat?; var ideal: CGFloat; var max: CGFloat? }

private struct InspectorBody: View {
    var width: InspectorColumnWidth?
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let body = VStack {
            Text("Inspector")
            Button("Hide") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .readFrame("inspector")
        if let width {
            body.inspectorColumnWidth(min: width.min, ideal: width.ideal, max: width.max)
        } else {
            body
        }
    }
}

@MainActor
@Suite("Presentation: inspector")
struct InspectorTests {
    private func host(_ screen: InspectorScreen, width: CGFloat) -> (OffscreenHost<FrameCollector<InspectorScreen>>, FrameLog) {
        let log = FrameLog()
        let host = OffscreenHost(rootView: FrameCollector(log) { screen }, size: CGSize(width: width, height: 400))
        host.update()
        return (host, log)
    }

    @Test("in a wide window the inspector is a 320-point trailing column beside the content")
    func wideColumn() {
        let (host, log) = host(InspectorScreen(), width: 800)
        #expect(host.shows("Inspector"))
        #expect(log.frames["inspector"] == CGRect(x: 480, y: 0, width: 320, height: 400))
        let content = log.frames["content"]
        #expect(content?.minX == 0 && content?.height == 400)
        #expect(abs((content?.width ?? 0) - 479) <= 1, "the content fills what the column and its divider leave")
    }

    @Test("inspectorColumnWidth sets the column's width, within min and max")
    func columnWidth() {
        let (_, fixed) = host(InspectorScreen(width: InspectorColumnWidth(min: 200, ideal: 250, max: 300)), width: 800)
        #expect(fixed.frames["inspector"]?.width == 250)
        let (_, clamped) = host(InspectorScreen(width: InspectorColumnWidth(min: 400, ideal: 250, max: 500)), width: 800)
        #expect(clamped.frames["inspector"]?.width == 400)
    }

    @Test("an invalid column width warns and uses the standard width")
    func invalidWidth() {
        let (_, log) = host(InspectorScreen(width: InspectorColumnWidth(min: 300, ideal: -5, max: 100)), width: 800)
        #expect(log.frames["inspector"]?.width == 320)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("inspectorColumnWidth") && $0.contains("invalid") })
    }

    @Test("in a compact window the inspector is a sheet and the content keeps the whole width")
    func compactSheet() {
        let (host, log) = host(InspectorScreen(), width: 400)
        #expect(host.shows("Inspector"))
        #expect(log.frames["content"] == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(host.press(key: .escape))
        #expect(!host.shows("Inspector"))
    }

    @Test("dismiss inside the inspector closes it; the binding opens it again")
    func dismissAndReopen() {
        let (host, log) = host(InspectorScreen(), width: 800)
        #expect(host.tapButton("Hide"))
        #expect(!host.shows("Inspector"))
        #expect(log.frames["content"]?.width == 800)
        host.tapButton("Toggle")
        #expect(host.shows("Inspector"))
    }
}
