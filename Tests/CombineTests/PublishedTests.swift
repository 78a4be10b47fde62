import Combine
import Testing

@Suite("@Published")
struct PublishedTests {
    final class Weather {
        @Published var temperature: Double
        init(temperature: Double) {
            self.temperature = temperature
        }
    }

    final class Counter: ObservableObject {
        @Published private(set) var count: Int = 0
        func increment() { count += 1 }
        func reset() { count = 0 }
    }

    @Test("the $ publisher emits the current value, then each new value")
    func currentThenNew() {
        let weather = Weather(temperature: 20)
        var values: [Double] = []
        let cancellable = weather.$temperature.sink { values.append($0) }
        weather.temperature = 25
        weather.temperature = 30
        #expect(values == [20, 25, 30])
        cancellable.cancel()
    }

    @Test("subscribers receive the new value before the property holds it")
    func willSetOrder() {
        let weather = Weather(temperature: 20)
        var propertyDuringDelivery: [Double] = []
        let cancellable = weather.$temperature.dropFirst().sink { _ in
            propertyDuringDelivery.append(weather.temperature)
        }
        weather.temperature = 25
        #expect(propertyDuringDelivery == [20])
        #expect(weather.temperature == 25)
        cancellable.cancel()
    }

    @Test("a class that isn't an ObservableObject just stores")
    func plainClassStores() {
        let weather = Weather(temperature: 1)
        weather.temperature += 1
        #expect(weather.temperature == 2)
    }

    @Test("$count works with private(set), as in the Counter example")
    func privateSetter() {
        let counter = Counter()
        var values: [Int] = []
        var changes = 0
        let valueCancellable = counter.$count.sink { values.append($0) }
        let changeCancellable = counter.objectWillChange.sink { changes += 1 }
        counter.increment()
        counter.increment()
        counter.reset()
        #expect(values == [0, 1, 2, 0])
        #expect(changes == 3)
        #expect(counter.count == 0)
        valueCancellable.cancel()
        changeCancellable.cancel()
    }

    @Test("init(initialValue:) and optional values work")
    func initialValue() {
        final class Model {
            @Published var name: String?
            @Published var level: Int
            init() {
                _level = Published(initialValue: 3)
            }
        }
        let model = Model()
        var names: [String?] = []
        let cancellable = model.$name.sink { names.append($0) }
        model.name = "a"
        model.name = nil
        #expect(names == [nil, "a", nil])
        #expect(model.level == 3)
        cancellable.cancel()
    }

    @Test("assign(to: &$property) republishes into the property and fires objectWillChange")
    func assignToPublished() {
        final class Doubler: ObservableObject {
            @Published var doubled = 0
            init(source: some Publisher<Int, Never>) {
                source.map { $0 * 2 }.assign(to: &$doubled)
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        let model = Doubler(source: subject)
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        subject.send(4)
        #expect(model.doubled == 8)
        #expect(changes == 1)
        cancellable.cancel()
    }

    @Test("assign(to: &$property) ends its subscription when the object goes away")
    func assignToPublishedLifetime() {
        final class Holder {
            @Published var value = 0
        }
        let probe = ProbePublisher<Int>()
        weak var weakHolder: Holder?
        do {
            let holder = Holder()
            weakHolder = holder
            probe.assign(to: &holder.$value)
            probe.send(5)
            #expect(holder.value == 5)
            #expect(probe.requestedDemands == [.unlimited])
            #expect(!probe.isCanceled)
        }
        #expect(weakHolder == nil)
        #expect(probe.isCanceled)
    }
}
