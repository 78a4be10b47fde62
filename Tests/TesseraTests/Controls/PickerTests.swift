import Testing
@_spi(Testing) import Tessera

private enum Flavor: String, CaseIterable, Hashable { case vanilla, chocolate, mint }

private struct FlavorPicker<Style: PickerStyle>: View {
    let style: Style
    @State var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(style)
            .frame(width: 300)
            Text("chose \(flavor.rawValue)")
        }
    }
}

@MainActor
@Suite("Picker: options by tag, styles")
struct PickerTests {
    private func chosen<S>(_ host: OffscreenHost<FlavorPicker<S>>) -> String? {
        host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("chose") }
    }

    @Test("a segmented picker selects the tapped segment's tag")
    func segmented() throws {
        let host = OffscreenHost(rootView: FlavorPicker(style: .segmented), size: CGSize(width: 400, height: 200))
        let mint = try #require(host.frame(ofText: "Mint"))
        #expect(host.tap(at: CGPoint(x: mint.midX, y: mint.midY)))
        #expect(chosen(host) == "chose mint")
    }

    @Test("an inline picker shows every option and selects the tapped one")
    func inline() throws {
        let host = OffscreenHost(rootView: FlavorPicker(style: .inline), size: CGSize(width: 400, height: 300))
        #expect(host.frame(ofText: "Flavor") != nil)
        let chocolate = try #require(host.frame(ofText: "Chocolate"))
        host.pointerDown(at: CGPoint(x: chocolate.midX, y: chocolate.midY))
        host.pointerUp(at: CGPoint(x: chocolate.midX, y: chocolate.midY))
        #expect(chosen(host) == "chose chocolate")
    }

    @Test("a menu picker shows the selected option and moves to the next on a click")
    func menu() throws {
        let host = OffscreenHost(rootView: FlavorPicker(style: .menu), size: CGSize(width: 400, height: 200))
        #expect(!host.textFrames.contains { $0.text == "Chocolate" })
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        #expect(host.tap(at: CGPoint(x: vanilla.midX, y: vanilla.midY)))
        #expect(chosen(host) == "chose chocolate")
        #expect(host.textFrames.contains { $0.text == "Chocolate" })
    }
}
