import Testing
@_spi(Testing) import Tessera

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text(isPresented ? "in sheet" : "not presented")
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium, .large])
    }
}

private struct SheetScreen: View {
    let log: PresentationLog
    @State var showing = false
    var body: some View {
        VStack {
            Button("Open") { showing = true }
            Button("Close from outside") { showing = false }
        }
        .frame(width: 300, height: 240)
        .sheet(isPresented: $showing, onDismiss: { log.entries.append("dismissed") }) { SheetBody() }
    }
}

private struct Fruit: Identifiable { let id: String }

private struct ItemSheetScreen: View {
    let log: PresentationLog
    @State var fruit: Fruit?
    var body: some View {
        VStack {
            Button("Apple") { fruit = Fruit(id: "apple") }
            Text(fruit == nil ? "no fruit" : "fruit set")
        }
        .frame(width: 300, height: 240)
        .sheet(item: $fruit, onDismiss: { log.entries.append("dismissed") }) { fruit in
            Text("Fruit: \(fruit.id)")
        }
    }
}

@MainActor
@Suite("Presentation: sheet")
struct SheetTests {
    @Test("dismiss from inside the sheet closes it and runs onDismiss once")
    func dismissFromInside() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: SheetScreen(log: log), size: CGSize(width: 300, height: 240))
        #expect(!host.shows("in sheet"))
        host.tapButton("Open")
        #expect(host.shows("in sheet"))
        #expect(host.tapButton("Done"))
        #expect(!host.shows("in sheet"))
        #expect(log.entries == ["dismissed"])
    }

    @Test("Escape dismisses the sheet and runs onDismiss")
    func escapeDismisses() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: SheetScreen(log: log), size: CGSize(width: 300, height: 240))
        host.tapButton("Open")
        #expect(host.press(key: .escape))
        #expect(!host.shows("in sheet"))
        #expect(log.entries == ["dismissed"])
    }

    @Test("sheet(item:) shows the item's content and nils the binding on dismiss")
    func itemSheet() {
        let log = PresentationLog()
        let host = OffscreenHost(rootView: ItemSheetScreen(log: log), size: CGSize(width: 300, height: 240))
        #expect(!host.shows("Fruit: apple"))
        host.tapButton("Apple")
        #expect(host.shows("Fruit: apple"))
        #expect(host.shows("fruit set"))
        host.press(key: .escape)
        #expect(!host.shows("Fruit: apple"))
        #expect(host.shows("no fruit"))
        #expect(log.entries == ["dismissed"])
    }
}
