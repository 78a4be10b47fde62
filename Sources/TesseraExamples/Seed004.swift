import Tessera

// Seed 004 ("SwiftUIで勘違いした話", a talk about @State, @ObservedObject and @Binding): the
// talk's code, shared by the showcase and the tests. Only `public` is added, so that other
// modules can use the views; `NumberDisplay.digits(from:)` fills the talk's `...`.

/// The talk's model: a count that only the model changes (`private(set)`).
public final class Counter: ObservableObject {
    @Published public private(set) var count: Int = 0
    public init() {}
    public func increment() { count += 1 }
    public func reset() { count = 0 }
}

/// The talk's display of a number as digit symbols, taking a plain value.
public struct NumberDisplay: View {
    let number: Int

    public init(number: Int) { self.number = number }

    public var body: some View {
        return HStack {
            ForEach(digits(from: number)) {
                Image(systemName: "\($0.value).circle.fill")
                    .resizable()
                    .frame(width: 64, height: 64)
            }
        }
    }

    struct Digit: Identifiable {
        let id: Int
        let value: Int
    }

    func digits(from number: Int) -> [Digit] {
        String(number).enumerated().map { Digit(id: $0.offset, value: Int(String($0.element))!) }
    }
}

/// The talk's final counter: an observed model, a display of its count, two buttons.
public struct CounterView: View {
    @ObservedObject var counter: Counter

    public init(counter: Counter) { self.counter = counter }

    public var body: some View {
        VStack {
            NumberDisplay(number: counter.count)
            HStack {
                Button("Reset") { self.counter.reset() }
                Button("Increment") { self.counter.increment() }
            }
        }
    }
}

/// The talk's first counter: `@State` and a stepper.
public struct StateCounterView: View {
    @State var count: Int = 0

    public init() {}

    public var body: some View {
        VStack {
            Text("\(count)")
                .font(.largeTitle)
            Stepper("count", value: $count)
                .labelsHidden()
        }
    }
}
