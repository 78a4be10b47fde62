import Testing
@_spi(Testing) import Tessera

/// A style that shows "+"/"−" buttons and the content only while expanded.
private struct PlusMinusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "−" : "+") { configuration.isExpanded.toggle() }
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

@MainActor
@Suite("DisclosureGroupStyle")
struct DisclosureGroupStyleTests {
    @Test("a custom style gets the label, the content and the expansion binding")
    func customStyle() {
        let host = OffscreenHost(rootView: DisclosureGroup("Fill") { Text("Inside") }.disclosureGroupStyle(PlusMinusStyle()),
                                 size: CGSize(width: 300, height: 200))
        #expect(host.frame(ofText: "Fill") != nil)
        #expect(host.frame(ofText: "Inside") == nil)
        #expect(host.tapButton("+"))
        #expect(host.frame(ofText: "Inside") != nil)
        #expect(host.tapButton("−"))
        #expect(host.frame(ofText: "Inside") == nil)
    }

    @Test("the automatic style is the built-in disclosure group")
    func automatic() {
        let host = OffscreenHost(rootView: DisclosureGroup("Fill") { Text("Inside") }.disclosureGroupStyle(.automatic),
                                 size: CGSize(width: 300, height: 200))
        let label = host.frame(ofText: "Fill")!
        host.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(host.frame(ofText: "Inside") != nil)
    }
}
