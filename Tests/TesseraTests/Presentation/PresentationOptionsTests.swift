import Testing
@_spi(Testing) import Tessera

private struct RadiusSheet: View {
    @State var showing = true
    var body: some View {
        Text("behind").frame(width: 300, height: 240)
            .sheet(isPresented: $showing) {
                Text("bad radius").presentationCornerRadius(-4)
            }
    }
}

private struct DetentSheet: View {
    @State var showing = true
    @State var detent = PresentationDetent.medium
    var body: some View {
        Text("behind").frame(width: 300, height: 240)
            .sheet(isPresented: $showing) {
                Text("detents")
                    .presentationDetents([.medium, .large], selection: $detent)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCompactAdaptation(.popover)
                    .presentationCompactAdaptation(horizontal: .sheet, vertical: .fullScreenCover)
                    .presentationContentInteraction(.scrolls)
            }
    }
}

@MainActor
@Suite("Presentation: presentation options")
struct PresentationOptionsTests {
    @Test("a negative corner radius warns and the sheet still shows")
    func invalidRadius() {
        let host = OffscreenHost(rootView: RadiusSheet(), size: CGSize(width: 300, height: 240))
        #expect(host.shows("bad radius"))
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("presentationCornerRadius(-4.0)") })
    }

    @Test("the accepted options leave the sheet showing its content, modal and dismissible")
    func acceptedOptions() {
        let host = OffscreenHost(rootView: DetentSheet(), size: CGSize(width: 300, height: 240))
        #expect(host.shows("detents"))
        #expect(host.press(key: .escape))
        #expect(!host.shows("detents"))
    }
}
