import Testing
@_spi(Testing) import Tessera

/// A user dynamic property built from State.
private struct Toggled: DynamicProperty {
    @State private var isOn = false
    private(set) var updates = 0
    var value: Bool { isOn }
    func toggle() { isOn.toggle() }
    mutating func update() { updates += 1 }
}

private struct UsesToggled: View {
    var toggled = Toggled()
    var body: some View {
        VStack {
            Text(toggled.value ? "on" : "off")
            Button("Flip") { toggled.toggle() }
        }
    }
}

private struct Bordered: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

private struct ModifierHost: View {
    @State var label = "a"
    var body: some View {
        VStack {
            Text(label).modifier(Bordered())
            Button("Rename") { label = "b" }
        }
    }
}

@MainActor
@Suite("DynamicProperty and ViewModifier")
struct DynamicPropertyTests {
    @Test("a user DynamicProperty's inner @State is installed and persists")
    func userDynamicProperty() {
        let host = OffscreenHost(rootView: UsesToggled())
        #expect(host.tree.allNodes.contains { $0.text == "off" })
        host.tapButton("Flip")
        #expect(host.tree.allNodes.contains { $0.text == "on" })
        host.tapButton("Flip")
        #expect(host.tree.allNodes.contains { $0.text == "off" })
    }

    @Test("a custom ViewModifier keeps its own state and shows new content")
    func customModifier() {
        let host = OffscreenHost(rootView: ModifierHost())
        host.tapButton("Tap 0")
        #expect(host.tree.allNodes.contains { $0.text == "Tap 1" })
        host.tapButton("Rename")
        #expect(host.tree.allNodes.contains { $0.text == "b" })
        #expect(host.tree.allNodes.contains { $0.text == "Tap 1" })
    }
}
