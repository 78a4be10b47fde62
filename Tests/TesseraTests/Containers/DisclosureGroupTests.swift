import Testing
@_spi(Testing) import Tessera

private struct Expandable: View {
    @State var isExpanded = false
    var body: some View {
        VStack {
            Text(isExpanded ? "open" : "closed")
            DisclosureGroup("Fill", isExpanded: $isExpanded) {
                Text("Fill shape?")
                Text("Fill color")
            }
        }
    }
}

@MainActor
@Suite("DisclosureGroup")
struct DisclosureGroupTests {
    @Test("without a binding it starts collapsed; tapping the label expands and collapses it")
    func internalState() {
        let host = OffscreenHost(rootView: DisclosureGroup("Fill") { Text("Inside") }, size: CGSize(width: 300, height: 200))
        #expect(host.frame(ofText: "Inside") == nil)
        let label = host.frame(ofText: "Fill")!
        #expect(host.tap(at: CGPoint(x: label.midX, y: label.midY)))
        let inside = host.frame(ofText: "Inside")
        #expect(inside != nil)
        // The content sits below the label, indented past the chevron.
        let movedLabel = host.frame(ofText: "Fill")!
        #expect(inside!.minY > movedLabel.maxY)
        #expect(inside!.minX == movedLabel.minX)
        host.tap(at: CGPoint(x: movedLabel.midX, y: movedLabel.midY))
        #expect(host.frame(ofText: "Inside") == nil)
    }

    @Test("the isExpanded binding is followed and written")
    func binding() {
        let host = OffscreenHost(rootView: Expandable(), size: CGSize(width: 300, height: 300))
        #expect(host.frame(ofText: "Fill shape?") == nil)
        host.writeState(of: Expandable.self, value: true)
        host.update()
        #expect(host.frame(ofText: "Fill shape?") != nil)
        #expect(host.frame(ofText: "Fill color") != nil)
        // Tapping the chevron writes the binding back.
        let label = host.frame(ofText: "Fill")!
        host.tap(at: CGPoint(x: label.minX - 10, y: label.midY))
        #expect(host.frame(ofText: "closed") != nil)
        #expect(host.frame(ofText: "Fill shape?") == nil)
        let collapsedLabel = host.frame(ofText: "Fill")!
        host.tap(at: CGPoint(x: collapsedLabel.midX, y: collapsedLabel.midY))
        #expect(host.frame(ofText: "open") != nil)
    }

    @Test("the content closure runs only while expanded")
    func lazyContent() {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let host = OffscreenHost(rootView: DisclosureGroup {
            let _ = counter.calls += 1
            Text("Body")
        } label: {
            Label("Fill", systemImage: "drop")
        }, size: CGSize(width: 300, height: 200))
        #expect(counter.calls == 0)
        let label = host.frame(ofText: "Fill")!
        host.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(counter.calls == 1)
        #expect(host.frame(ofText: "Body") != nil)
    }
}
