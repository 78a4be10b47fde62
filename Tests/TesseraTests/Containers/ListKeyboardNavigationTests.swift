import Testing
@_spi(Testing) import Tessera

private let names = ["Apple", "Banana", "Cherry", "Damson", "Elder"]

private struct SingleList: View {
    @State var selection: String?
    var body: some View {
        VStack {
            Text("selected: \(selection ?? "none")")
            List(names, id: \.self, selection: $selection) { Text($0) }
        }
    }
}

private struct MultipleList: View {
    @State var selection: Set<String> = []
    var body: some View {
        VStack {
            Text("selected: \(selection.sorted().joined(separator: ","))")
            List(selection: $selection) {
                ForEach(names, id: \.self) { Text($0) }
            }
        }
    }
}

@MainActor
private func tapRow<V: View>(_ host: OffscreenHost<V>, _ name: String) {
    let frame = host.frame(ofText: name)!
    host.tap(at: CGPoint(x: frame.maxX + 40, y: frame.midY), modifiers: [])
}

@MainActor
@Suite("List keyboard navigation")
struct ListKeyboardNavigationTests {
    @Test("with the list focused, Down and Up move a single selection; Home and End go to the ends")
    func single() {
        let host = OffscreenHost(rootView: SingleList(), size: CGSize(width: 300, height: 400))
        #expect(host.moveFocus())
        #expect(host.press(key: .downArrow))
        #expect(host.frame(ofText: "selected: Apple") != nil)
        host.press(key: .downArrow)
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: Cherry") != nil)
        host.press(key: .upArrow)
        #expect(host.frame(ofText: "selected: Banana") != nil)
        host.press(key: .end)
        #expect(host.frame(ofText: "selected: Elder") != nil)
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: Elder") != nil)
        host.press(key: .home)
        #expect(host.frame(ofText: "selected: Apple") != nil)
        host.press(key: .upArrow)
        #expect(host.frame(ofText: "selected: Apple") != nil)
    }

    @Test("arrows continue from the row last tapped")
    func fromTap() {
        let host = OffscreenHost(rootView: SingleList(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Cherry")
        #expect(host.frame(ofText: "selected: Cherry") != nil)
        #expect(host.moveFocus())
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: Damson") != nil)
    }

    @Test("Shift-Down and Shift-Up extend a set selection from its anchor; a plain arrow collapses it")
    func extend() {
        let host = OffscreenHost(rootView: MultipleList(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Banana")
        #expect(host.moveFocus())
        host.press(key: .downArrow, modifiers: .shift)
        host.press(key: .downArrow, modifiers: .shift)
        #expect(host.frame(ofText: "selected: Banana,Cherry,Damson") != nil)
        host.press(key: .upArrow, modifiers: .shift)
        #expect(host.frame(ofText: "selected: Banana,Cherry") != nil)
        host.press(key: .upArrow, modifiers: .shift)
        host.press(key: .upArrow, modifiers: .shift)
        #expect(host.frame(ofText: "selected: Apple,Banana") != nil)
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: Banana") != nil)
    }

    @Test("Space and Return are not navigation keys and change nothing; a list without selection is not focusable")
    func otherKeys() {
        let host = OffscreenHost(rootView: SingleList(), size: CGSize(width: 300, height: 400))
        #expect(host.moveFocus())
        host.press(key: .downArrow)
        #expect(!host.press(key: .space))
        #expect(!host.press(key: .return))
        #expect(host.frame(ofText: "selected: Apple") != nil)

        let plain = OffscreenHost(rootView: List(names, id: \.self) { Text($0) }, size: CGSize(width: 300, height: 400))
        #expect(!plain.moveFocus())
        #expect(!plain.press(key: .downArrow))
    }
}
