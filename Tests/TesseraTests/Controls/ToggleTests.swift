import Testing
@_spi(Testing) @testable import Tessera

private struct Switchboard<S: ToggleStyle>: View {
    let style: S
    @State var isOn = false
    var body: some View {
        VStack {
            Text(isOn ? "state: on" : "state: off")
            Toggle("Fill shape?", isOn: $isOn).toggleStyle(style)
        }
    }
}

/// A custom style: a button that shows the state in its title.
private struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration.isOn ? "ON" : "OFF") { configuration.isOn.toggle() }
    }
}

@MainActor
@Suite("Toggle")
struct ToggleTests {
    @Test("tapping the switch flips the binding; tapping the label of a switch does not")
    func switchTap() {
        let host = OffscreenHost(rootView: Switchboard(style: .switch), size: CGSize(width: 300, height: 120))
        #expect(host.frame(ofText: "state: off") != nil)
        let label = host.frame(ofText: "Fill shape?")!
        host.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(host.frame(ofText: "state: off") != nil)
        // The switch is at the trailing edge of the row.
        host.tap(at: CGPoint(x: 300 - 20, y: label.midY))
        #expect(host.frame(ofText: "state: on") != nil)
        host.tap(at: CGPoint(x: 300 - 20, y: host.frame(ofText: "Fill shape?")!.midY))
        #expect(host.frame(ofText: "state: off") != nil)
    }

    @Test("checkbox and button toggles flip on a tap on their label")
    func checkboxAndButton() {
        let checkbox = OffscreenHost(rootView: Switchboard(style: .checkbox), size: CGSize(width: 300, height: 120))
        var label = checkbox.frame(ofText: "Fill shape?")!
        checkbox.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(checkbox.frame(ofText: "state: on") != nil)
        let button = OffscreenHost(rootView: Switchboard(style: ButtonToggleStyle()), size: CGSize(width: 300, height: 120))
        label = button.frame(ofText: "Fill shape?")!
        button.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(button.frame(ofText: "state: on") != nil)
    }

    @Test("a custom ToggleStyle gets the configuration and can write isOn")
    func customStyle() {
        let host = OffscreenHost(rootView: Switchboard(style: WordToggleStyle()), size: CGSize(width: 300, height: 120))
        #expect(host.tapButton("OFF"))
        #expect(host.frame(ofText: "state: on") != nil)
        #expect(host.frame(ofText: "ON") != nil)
    }

    @Test("each built-in style draws differently, and on differs from off")
    func stylesDrawDifferently() {
        func drawing<S: ToggleStyle>(_ style: S, on: Bool) -> String {
            let host = OffscreenHost(rootView: Toggle("Fill", isOn: .constant(on)).toggleStyle(style), size: CGSize(width: 200, height: 60))
            return host.displayList.allItems.compactMap { item -> String? in
                if case .group = item.content { return nil }
                return "\(item.content) @ \(item.bounds)"
            }.joined(separator: "\n")
        }
        let drawings = [drawing(.switch, on: false), drawing(.checkbox, on: false), drawing(.button, on: false),
                        drawing(.switch, on: true), drawing(.checkbox, on: true), drawing(.button, on: true)]
        #expect(Set(drawings).count == 6)
        #expect(drawing(.automatic, on: true) == drawing(.switch, on: true))
        #expect(drawing(SwitchToggleStyle(), on: true) == drawing(.switch, on: true))
    }

    @Test("labelsHidden hides the toggle's label")
    func labelsHidden() {
        let host = OffscreenHost(rootView: Toggle("Hidden", isOn: .constant(true)).labelsHidden(), size: CGSize(width: 200, height: 60))
        #expect(host.frame(ofText: "Hidden") == nil)
    }
}
