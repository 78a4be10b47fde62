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

    @Test("a menu picker shows the selected option; a click opens a pop-up menu of the options below it, choosing one selects it and closes the menu")
    func menu() throws {
        let host = OffscreenHost(rootView: FlavorPicker(style: .menu), size: CGSize(width: 400, height: 200))
        #expect(!host.textFrames.contains { $0.text == "Chocolate" })
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        #expect(host.tap(at: CGPoint(x: vanilla.midX, y: vanilla.midY)))
        #expect(chosen(host) != "chose chocolate")
        let menu = try #require(host.presentedLayerFrame())
        #expect(menu.minY >= vanilla.maxY)
        // The menu's row (the option's own view stays in the picker's button).
        let chocolate = try #require(host.textFrames.last { $0.text == "Chocolate" }?.frame)
        #expect(menu.contains(CGPoint(x: chocolate.midX, y: chocolate.midY)))
        #expect(host.tap(at: CGPoint(x: chocolate.midX, y: chocolate.midY)))
        #expect(chosen(host) == "chose chocolate")
        #expect(host.presentedLayerFrame() == nil)
        #expect(host.textFrames.contains { $0.text == "Chocolate" })
        // The option no longer shown keeps no frame (it was in the button before).
        #expect(!host.textFrames.contains { $0.text == "Vanilla" })
    }

    @Test("a tap outside the open menu closes it without choosing")
    func menuDismiss() throws {
        let host = OffscreenHost(rootView: FlavorPicker(style: .menu), size: CGSize(width: 400, height: 200))
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        host.tap(at: CGPoint(x: vanilla.midX, y: vanilla.midY))
        #expect(host.presentedLayerFrame() != nil)
        host.tap(at: CGPoint(x: 395, y: 195))
        #expect(host.presentedLayerFrame() == nil)
        #expect(chosen(host) != "chose chocolate")
    }

    @Test("in a grouped Form a menu picker's label is at the row's leading edge and its value at the trailing edge; elsewhere the value follows the label")
    func menuInForm() throws {
        let plain = OffscreenHost(rootView: FlavorPicker(style: .menu), size: CGSize(width: 400, height: 200))
        let plainLabel = try #require(plain.frame(ofText: "Flavor")), plainValue = try #require(plain.frame(ofText: "Vanilla"))
        #expect(plainValue.minX - plainLabel.maxX < 20)

        let form = OffscreenHost(rootView: FlavorForm(), size: CGSize(width: 400, height: 300))
        let label = try #require(form.frame(ofText: "Flavor")), value = try #require(form.frame(ofText: "Vanilla"))
        #expect(label.minX < 60)
        #expect(value.minX - label.maxX > 150)
        #expect(value.maxX > 320 && value.maxX < 380)
        // It still opens its menu and chooses.
        #expect(form.tap(at: CGPoint(x: value.midX, y: value.midY)))
        let mint = try #require(form.textFrames.last { $0.text == "Mint" }?.frame)
        #expect(form.tap(at: CGPoint(x: mint.midX, y: mint.midY)))
        #expect(form.presentedLayerFrame() == nil)
        let chosen = try #require(form.textFrames.last { $0.text == "Mint" }?.frame)
        #expect(chosen.maxX > 320 && chosen.maxX < 380)
    }
}

private struct FlavorForm: View {
    @State var flavor = Flavor.vanilla
    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.menu)
        }
    }
}
