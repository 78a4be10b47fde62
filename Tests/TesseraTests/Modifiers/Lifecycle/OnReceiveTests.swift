import Combine
import Testing
@_spi(Testing) @testable import Tessera

private struct Ticker: View {
    let publisher: PassthroughSubject<Int, Never>
    @State private var last = 0
    var body: some View {
        Text("last \(last)").onReceive(publisher) { last = $0 }
    }
}

private struct Switcher: View {
    let first: PassthroughSubject<Int, Never>
    let second: PassthroughSubject<Int, Never>
    @State private var useSecond = false
    @State private var shown = true
    @State private var last = 0
    var body: some View {
        VStack {
            Text("last \(last)")
            Button("switch") { useSecond = true }
            Button("hide") { shown = false }
            if shown {
                Color.clear.onReceive(useSecond ? second : first) { last = $0 }
            }
        }
    }
}

@MainActor
@Suite("onReceive")
struct OnReceiveTests {
    @Test("a value sent while the view is shown runs the action, which may write state")
    func receives() {
        let subject = PassthroughSubject<Int, Never>()
        let host = OffscreenHost(rootView: Ticker(publisher: subject), size: CGSize(width: 200, height: 100))
        subject.send(3)
        host.update()
        #expect(host.frame(ofText: "last 3") != nil)
        subject.send(7)
        host.update()
        #expect(host.frame(ofText: "last 7") != nil)
    }

    @Test("a new publisher replaces the old subscription, and the view's disappearance cancels it")
    func resubscribesAndCancels() {
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let host = OffscreenHost(rootView: Switcher(first: first, second: second), size: CGSize(width: 200, height: 200))
        first.send(1)
        host.update()
        #expect(host.frame(ofText: "last 1") != nil)

        #expect(host.tapButton("switch"))
        first.send(2)
        host.update()
        #expect(host.frame(ofText: "last 1") != nil)
        second.send(5)
        host.update()
        #expect(host.frame(ofText: "last 5") != nil)

        #expect(host.tapButton("hide"))
        second.send(9)
        host.update()
        #expect(host.frame(ofText: "last 5") != nil)
    }
}
