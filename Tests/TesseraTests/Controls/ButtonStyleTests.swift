import Testing
@_spi(Testing) @testable import Tessera

/// A style that shows its state in words: "pressed" while the pointer is down on the button.
private struct WordsButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "idle")
            if configuration.role == .destructive { Text("destructive") }
        }
    }
}

/// A primitive style that acts on a double tap only.
private struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A primitive style that wraps a plain `Button(configuration)`, which draws with the style
/// set outside it.
private struct WrappingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("wrapped")
            Button(configuration).readFrame("inner button")
        }
    }
}

@MainActor
private final class Taps {
    var count = 0
}

@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
    @Test("a ButtonStyle sees isPressed while the pointer is down on the button, and not once it moves off; the action runs on release")
    func isPressed() throws {
        let taps = Taps()
        let host = OffscreenHost(rootView: Button("Go") { taps.count += 1 }.buttonStyle(WordsButtonStyle()),
                                 size: CGSize(width: 300, height: 100))
        #expect(host.frame(ofText: "idle") != nil)
        let label = try #require(host.frame(ofText: "Go"))
        let center = CGPoint(x: label.midX, y: label.midY)
        host.pointerDown(at: center)
        #expect(host.frame(ofText: "pressed") != nil)
        host.pointerMove(to: CGPoint(x: 290, y: 95))
        #expect(host.frame(ofText: "idle") != nil)
        host.pointerMove(to: center)
        #expect(host.frame(ofText: "pressed") != nil)
        host.pointerUp(at: center)
        #expect(host.frame(ofText: "idle") != nil)
        #expect(taps.count == 1)
    }

    @Test("the style applies to every button below, and its configuration carries the role")
    func environmentAndRole() {
        let host = OffscreenHost(rootView: VStack {
            Button("Keep") {}
            Button("Delete", role: .destructive) {}
        }.buttonStyle(WordsButtonStyle()), size: CGSize(width: 300, height: 100))
        #expect(host.tree.allNodes.filter { $0.text == "idle" }.count == 2)
        #expect(host.frame(ofText: "destructive") != nil)
        #expect(host.tapButton("Keep"))
    }

    @Test("a custom primitive style decides when the action runs: here a double tap, not a single one")
    func primitiveTrigger() throws {
        let taps = Taps()
        let host = OffscreenHost(rootView: Button("Twice") { taps.count += 1 }.buttonStyle(DoubleTapButtonStyle()),
                                 size: CGSize(width: 300, height: 100))
        let label = try #require(host.frame(ofText: "Twice"))
        let center = CGPoint(x: label.midX, y: label.midY)
        host.tap(at: center)
        #expect(taps.count == 0)
        host.tap(at: center, count: 2)
        #expect(taps.count == 1)
    }

    @Test("Button(configuration) inside a primitive style acts and draws with the style set outside it")
    func buttonFromConfiguration() throws {
        let taps = Taps()
        let log = FrameLog()
        let host = OffscreenHost(rootView: FrameCollector(log) {
            Button { taps.count += 1 } label: { Text("Inner").readFrame("label") }
                .buttonStyle(WrappingButtonStyle())
                .buttonStyle(.borderedProminent)
        }, size: CGSize(width: 300, height: 200))
        #expect(host.frame(ofText: "wrapped") != nil)
        #expect(host.tapButton("Inner"))
        #expect(taps.count == 1)
        // Bordered around the inner button: its label is inset by the chrome's padding.
        let label = try #require(log.frames["label"])
        let chrome = try #require(log.frames["inner button"])
        #expect(abs(chrome.width - label.width - 24) < 0.5)
        #expect(abs(chrome.height - label.height - 14) < 0.5)
    }

    @Test("bordered buttons are padded by control size; borderless and plain buttons are their label's size")
    func borderedMetrics() {
        func sizes(_ style: some PrimitiveButtonStyle, _ controlSize: ControlSize = .regular) -> (label: CGSize, button: CGSize) {
            let measured = frames(in: CGSize(width: 400, height: 200)) {
                Button {} label: { Text("Size").readFrame("label") }
                    .buttonStyle(style)
                    .controlSize(controlSize)
                    .readFrame("button")
            }
            return (measured["label"]?.size ?? .zero, measured["button"]?.size ?? .zero)
        }
        let borderless = sizes(.borderless)
        #expect(borderless.button == borderless.label)
        let plain = sizes(.plain)
        #expect(plain.button == plain.label)
        let bordered = sizes(.bordered)
        #expect(bordered.button.width == bordered.label.width + 24)
        #expect(bordered.button.height == bordered.label.height + 14)
        let large = sizes(.borderedProminent, .large)
        #expect(large.button.width == large.label.width + 40)
        #expect(large.button.height == large.label.height + 28)
        let small = sizes(.bordered, .small)
        #expect(small.button.width == small.label.width + 20)
    }

    @Test("the type spellings and the static members name the same styles")
    func spellings() {
        func name<S: PrimitiveButtonStyle>(_ style: S) -> String { String(describing: S.self) }
        #expect(name(.plain) == "PlainButtonStyle")
        #expect(name(.borderedProminent) == "BorderedProminentButtonStyle")
        let host = OffscreenHost(rootView: VStack {
            Button("a") {}.buttonStyle(PlainButtonStyle())
            Button("b") {}.buttonStyle(BorderlessButtonStyle())
            Button("c") {}.buttonStyle(BorderedButtonStyle())
            Button("d") {}.buttonStyle(BorderedProminentButtonStyle())
            Button("e") {}.buttonStyle(DefaultButtonStyle())
            Button("f") {}.buttonStyle(.link)
            Button("g", systemImage: "star") {}.buttonStyle(.automatic).buttonBorderShape(.capsule)
        }, size: CGSize(width: 300, height: 400))
        for title in ["a", "b", "c", "d", "e", "f"] { #expect(host.tapButton(title)) }
    }
}

extension ButtonStyleTests {
    @Test("a drag gesture around a button takes the press: the button shows unpressed and doesn't act")
    func gestureAroundTakesThePress() throws {
        let taps = Taps()
        let host = OffscreenHost(rootView: VStack {
            Button("Hold") { taps.count += 1 }.buttonStyle(WordsButtonStyle())
        }
        .frame(width: 300, height: 100)
        .gesture(DragGesture()), size: CGSize(width: 300, height: 100))
        let label = try #require(host.frame(ofText: "Hold"))
        let start = CGPoint(x: label.midX, y: label.midY)
        host.pointerDown(at: start)
        #expect(host.frame(ofText: "pressed") != nil)
        host.pointerMove(to: CGPoint(x: start.x + 20, y: start.y))
        host.pointerMove(to: CGPoint(x: start.x + 40, y: start.y))
        #expect(host.frame(ofText: "idle") != nil)
        host.pointerMove(to: start)
        host.pointerUp(at: start)
        #expect(taps.count == 0)
    }

    @Test("an alert's buttons ignore the presenting view's button style")
    func alertIgnoresStyle() {
        struct Presenter: View {
            @State var shown = true
            var body: some View {
                Text("content")
                    .alert("Title", isPresented: $shown) { Button("OK") {} }
                    .buttonStyle(WordsButtonStyle())
            }
        }
        let host = OffscreenHost(rootView: Presenter(), size: CGSize(width: 320, height: 240))
        #expect(host.frame(ofText: "OK") != nil)
        #expect(host.frame(ofText: "idle") == nil)
        #expect(host.tapButton("OK"))
        #expect(host.frame(ofText: "OK") == nil)
    }
}
