import Testing
@_spi(Testing) import Tessera

/// A small button deep in a scroll view (which clips its content) presents; the presentation must
/// cover the window.
struct NestedPresenter: View {
    enum Kind { case alert, sheet, dialog, popover }
    let kind: Kind
    let log: PresentationLog
    @State var showing = false
    @State var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Header").frame(height: 40)
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(0..<3, id: \.self) { Text("Row \($0)").frame(height: 20) }
                    presenting(Button("Small") { showing = true }.frame(width: 60, height: 20))
                }
            }
            .frame(width: 120, height: 100)
            Button("Below") { log.entries.append("below") }.frame(width: 100, height: 40)
            Spacer()
        }
        .frame(width: 300, height: 240)
    }

    @ViewBuilder
    func presenting(_ view: some View) -> some View {
        switch kind {
        case .alert:
            view.alert("Nested alert", isPresented: $showing) { Button("Tapped \(taps)") { taps += 1 } }
        case .sheet:
            view.sheet(isPresented: $showing) { Text("Nested sheet").frame(width: 100, height: 50) }
        case .dialog:
            view.confirmationDialog("Nested dialog", isPresented: $showing, titleVisibility: .visible) { Button("Go") {} }
        case .popover:
            view.popover(isPresented: $showing) { Text("Nested popover").frame(width: 140, height: 30) }
        }
    }
}

extension OffscreenHost {
    /// The frame of the top layer (the presentation's outermost layout node), if one is up.
    func presentedLayerFrame() -> CGRect? {
        layoutFrames.first { $0.label.hasPrefix("PresentedLayer") }?.frame
    }
}

@MainActor
@Suite("Presentation: top layer above the window")
struct TopLayerTests {
    private let window = CGRect(x: 0, y: 0, width: 300, height: 240)

    @Test("an alert presented by a small button in a clipped scroll view covers the whole window, card centered in it",
          arguments: [NestedPresenter.Kind.alert, .sheet])
    func modalCoversWindow(kind: NestedPresenter.Kind) throws {
        let host = OffscreenHost(rootView: NestedPresenter(kind: kind, log: PresentationLog()), size: window.size)
        let small = try #require(host.frame(ofText: "Small"))
        #expect(small.width <= 60)
        #expect(host.presentedLayerFrame() == nil)
        host.tapButton("Small")
        #expect(host.presentedLayerFrame() == window)
        let scrim = try #require(host.layoutFrames.first { $0.label == "Color" && $0.frame == window })
        #expect(scrim.frame == window)
        let title = try #require(host.frame(ofText: kind == .alert ? "Nested alert" : "Nested sheet"))
        #expect(abs(title.midX - window.midX) < 1)
        // The card is centered in the window, not in the scroll view or the button.
        let card = try #require(host.layoutFrames.last { $0.label.hasPrefix("_ShapeView<RoundedRectangle") })
        #expect(card.frame.minX < title.minX && card.frame.maxX > title.maxX && card.frame.minY < title.minY && card.frame.maxY > title.maxY)
        #expect(abs(card.frame.midY - window.midY) < 1)
        #expect(abs(card.frame.midX - window.midX) < 1)
    }

    @Test("the scrim's dimming and the card are drawn after (above) all content, outside the scroll view's clip")
    func drawnOnTop() throws {
        let host = OffscreenHost(rootView: NestedPresenter(kind: .alert, log: PresentationLog()), size: window.size)
        host.tapButton("Small")
        let items = host.displayList.items
        // The last top-level items are the layer's: the scrim covers the window and sits in no clip group.
        let scrimIndex = try #require(items.lastIndex { $0.bounds == window })
        if case .fill = items[scrimIndex].content {} else { Issue.record("the scrim is not a top-level fill") }
        // The scroll view's clip group (holding the presenting button) comes before it.
        let clipGroup = try #require(items.lastIndex { item in
            if case .group = item.content { return true }
            return false
        })
        #expect(scrimIndex > clipGroup)
        #expect(items.count > scrimIndex + 1)
    }

    @Test("taps below a modal presentation are blocked; its buttons work, with state kept by the presenter")
    func tapsBelowBlocked() throws {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: NestedPresenter(kind: .alert, log: log), size: window.size)
        let below = try #require(host.frame(ofText: "Below"))
        host.tapButton("Small")
        host.tap(at: CGPoint(x: below.midX, y: below.midY))
        #expect(log.entries.isEmpty)
        #expect(host.shows("Nested alert"))
        let button = try #require(host.frame(ofText: "Tapped 0"))
        #expect(host.tap(at: CGPoint(x: button.midX, y: button.midY)))
        #expect(!host.shows("Nested alert"))
        host.tapButton("Small")
        #expect(host.shows("Tapped 1"))
        #expect(host.press(key: .escape))
        host.tap(at: CGPoint(x: below.midX, y: below.midY))
        #expect(log.entries == ["below"])
    }

    @Test("a scroll view below a modal presentation doesn't scroll; it does again once dismissed")
    func scrollBelowBlocked() {
        struct Screen: View {
            @State var showing = true
            var body: some View {
                ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 30) } } }
                    .alert("Busy", isPresented: $showing) { Button("OK") {} }
            }
        }
        let host = OffscreenHost(rootView: Screen(), size: CGSize(width: 200, height: 200))
        #expect(!host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50)))
        host.tapButton("OK")
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50)))
    }

    @Test("a confirmation dialog from a nested view sits at the bottom of the window")
    func dialogAtWindowBottom() throws {
        let host = OffscreenHost(rootView: NestedPresenter(kind: .dialog, log: PresentationLog()), size: window.size)
        host.tapButton("Small")
        #expect(host.presentedLayerFrame() == window)
        let go = try #require(host.frame(ofText: "Go"))
        #expect(go.maxY > window.maxY - 50)
    }

    @Test("a popover is placed in window coordinates below its anchor, outside the clipping scroll view, and kept inside the window")
    func popoverInWindowCoordinates() throws {
        let host = OffscreenHost(rootView: NestedPresenter(kind: .popover, log: PresentationLog()), size: window.size)
        let small = try #require(host.frame(ofText: "Small"))
        host.tapButton("Small")
        let layer = try #require(host.presentedLayerFrame())
        #expect(layer.minY >= small.maxY + 8 - 0.5)
        #expect(layer.width > 140)
        #expect(window.contains(layer))
        // Wider than the 120-point scroll view it was presented from: not clipped by it.
        #expect(layer.width > 120)
    }

    @Test("top layer placement: popover edges, menus flip at the window's edges")
    func placementMath() {
        let window = CGRect(x: 0, y: 0, width: 200, height: 200)
        let anchor = CGRect(x: 80, y: 80, width: 40, height: 20)
        let size = CGSize(width: 60, height: 30)
        #expect(TopLayerPlacement.attached(.top).frame(ideal: size, anchor: anchor, window: window) == CGRect(x: 70, y: 108, width: 60, height: 30))
        #expect(TopLayerPlacement.attached(.bottom).frame(ideal: size, anchor: anchor, window: window) == CGRect(x: 70, y: 42, width: 60, height: 30))
        #expect(TopLayerPlacement.attached(.leading).frame(ideal: size, anchor: anchor, window: window).minX == 128)
        #expect(TopLayerPlacement.menu(at: CGPoint(x: 10, y: 10)).frame(ideal: size, anchor: anchor, window: window).origin == CGPoint(x: 10, y: 10))
        #expect(TopLayerPlacement.menu(at: CGPoint(x: 190, y: 190)).frame(ideal: size, anchor: anchor, window: window).origin == CGPoint(x: 130, y: 160))
        #expect(TopLayerPlacement.menu(at: nil).frame(ideal: size, anchor: anchor, window: window).origin == CGPoint(x: 80, y: 102))
        #expect(TopLayerPlacement.fill.frame(ideal: size, anchor: anchor, window: window) == window)
    }
}
