import Testing
@_spi(Testing) import Tessera
import TesseraExamples

// Seed 004 ("SwiftUIで勘違いした話"): the talk's views (Counter, NumberDisplay, CounterView,
// StateCounterView) are in TesseraExamples; the variants below are the talk's binding steps.

private final class WritableCounter: ObservableObject {
    @Published var count: Int = 0
}

private struct BindingNumberDisplay: View {
    @Binding var number: Int
    var body: some View { Text("\(number)") }
}

private struct BindingCounterView: View {
    @ObservedObject var counter: WritableCounter
    var body: some View {
        VStack {
            BindingNumberDisplay(number: $counter.count)
            Stepper("count", value: $counter.count)
                .labelsHidden()
        }
    }
}

@MainActor
private func symbols(_ tree: ResolvedTree) -> [String] {
    tree.allNodes.compactMap { node in node.baseName == "Image" ? node.typeName : nil }
}

@MainActor
@Suite("Seed 004: @State, @ObservedObject, @Binding")
struct Seed004CounterTests {
    @Test("the @State counter's stepper increments the text")
    func stateCounter() {
        let host = OffscreenHost(rootView: StateCounterView())
        #expect(host.tree.allNodes.contains { $0.text == "0" })
        #expect(host.tapButton("+"))
        #expect(host.tapButton("+"))
        #expect(host.tree.allNodes.contains { $0.text == "2" })
        #expect(host.tapButton("−"))
        #expect(host.tree.allNodes.contains { $0.text == "1" })
        // labelsHidden(): the stepper's "count" label is not shown.
        #expect(!host.tree.allNodes.contains { $0.text == "count" })
    }

    @Test("NumberDisplay(number: counter.count), a plain value, updates when the count changes")
    func observedCounterWithPlainValue() {
        let counter = Counter()
        let host = OffscreenHost(rootView: CounterView(counter: counter))
        #expect(host.bodyEvaluations(of: NumberDisplay.self) == 1)
        let digitsBefore = host.tree.allNodes.filter { $0.id.hasPrefix("element") }.count
        #expect(digitsBefore == 1)
        for _ in 0..<12 { #expect(host.tapButton("Increment")) }
        #expect(counter.count == 12)
        #expect(host.bodyEvaluations(of: CounterView.self) == 13)
        #expect(host.bodyEvaluations(of: NumberDisplay.self) == 13)
        // 12 has two digits: two rows in the ForEach.
        #expect(host.tree.allNodes.filter { $0.id.hasPrefix("element") }.count == 2)
        #expect(host.tapButton("Reset"))
        #expect(counter.count == 0)
        #expect(host.tree.allNodes.filter { $0.id.hasPrefix("element") }.count == 1)
    }

    @Test("actions can be called directly: the model changes, the next update shows it")
    func directModelCalls() {
        let counter = Counter()
        let host = OffscreenHost(rootView: CounterView(counter: counter))
        counter.increment()
        counter.increment()
        #expect(host.needsUpdate)
        host.update()
        #expect(host.bodyEvaluations(of: CounterView.self) == 2)
        #expect(host.bodyEvaluations(of: NumberDisplay.self) == 2)
    }

    @Test("$counter.count gives a two-way binding for a writable @Published property")
    func bindingToPublished() {
        let counter = WritableCounter()
        let host = OffscreenHost(rootView: BindingCounterView(counter: counter))
        #expect(host.tapButton("+"))
        #expect(counter.count == 1)
        #expect(host.tree.allNodes.contains { $0.text == "1" })
    }
}
