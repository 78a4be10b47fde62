import Testing
@_spi(Testing) import Tessera

private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

@MainActor
private final class Received { var values: [[String]] = [] }

private struct Titled: View {
    @State var showThird = false
    let received: Received
    var body: some View {
        VStack {
            Text("one").preference(key: TitlesKey.self, value: ["one"])
            Text("two").preference(key: TitlesKey.self, value: ["two"])
            if showThird { Text("three").preference(key: TitlesKey.self, value: ["three"]) }
            Button("More") { showThird = true }
        }
        .transformPreference(TitlesKey.self) { $0.append("end") }
        .onPreferenceChange(TitlesKey.self) { received.values.append($0) }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test("onPreferenceChange gets the values reduced in view order, and again when they change")
    func reduceAndChange() {
        let received = Received()
        let host = OffscreenHost(rootView: Titled(received: received))
        #expect(received.values == [["one", "two", "end"]])
        host.tapButton("More")
        #expect(received.values == [["one", "two", "end"], ["one", "two", "three", "end"]])
    }
}
