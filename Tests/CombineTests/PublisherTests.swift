import Combine
import Testing

@Suite("Just, Empty, Fail and AnyPublisher")
struct PublisherTests {
    @Test("Just publishes its value once, then finishes")
    func just() {
        var values: [String] = []
        var completions: [Subscribers.Completion<Never>] = []
        let cancellable = Just("hello").sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values == ["hello"])
        #expect(completions == [.finished])
        cancellable.cancel()
    }

    @Test("Just waits for demand")
    func justWaitsForDemand() {
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .none)
        Just(3).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [3])
        #expect(subscriber.completions == [.finished])
    }

    @Test("Empty finishes immediately, or never")
    func empty() {
        let immediate = DemandingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>().subscribe(immediate)
        #expect(immediate.completions == [.finished])
        let never = DemandingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self).subscribe(never)
        #expect(never.completions.isEmpty)
        #expect(Empty<Int, Never>() == Empty<Int, Never>())
    }

    @Test("eraseToAnyPublisher passes values and completion through")
    func anyPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<String, Never> = subject.map(String.init).eraseToAnyPublisher()
        var values: [String] = []
        var finished = false
        let cancellable = erased.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        #expect(values == ["1"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test("a publisher can be used through its primary associated types")
    func primaryAssociatedTypes() {
        let publisher: any Publisher<Int, Never> = Just(5)
        var values: [Int] = []
        let cancellable = publisher.sink { values.append($0) }
        #expect(values == [5])
        cancellable.cancel()
    }
}
