import Combine
import Testing

@Suite("Sink and AnyCancellable")
struct SinkTests {
    @Test("a sink receives values in order, then the completion")
    func receivesInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var completions = 0
        let cancellable = subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        subject.send(4)
        #expect(values == [1, 2, 3])
        #expect(completions == 1)
        cancellable.cancel()
    }

    @Test("releasing the AnyCancellable stops delivery")
    func deinitCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { values.append($0) }
        subject.send(1)
        #expect(cancellable != nil)
        cancellable = nil
        subject.send(2)
        #expect(values == [1])
    }

    @Test("cancel stops delivery and releases the closures")
    func cancelReleases() {
        final class Token {}
        let subject = PassthroughSubject<Int, Never>()
        weak var weakToken: Token?
        var values: [Int] = []
        let cancellable: AnyCancellable
        do {
            let token = Token()
            weakToken = token
            cancellable = subject.sink { value in
                withExtendedLifetime(token) { values.append(value) }
            }
        }
        subject.send(1)
        #expect(weakToken != nil)
        cancellable.cancel()
        subject.send(2)
        #expect(values == [1])
        #expect(weakToken == nil)
    }

    @Test("a failing publisher's error reaches receiveCompletion")
    func failure() {
        struct Boom: Error, Equatable {}
        var completion: Subscribers.Completion<Boom>?
        _ = Fail<Int, Boom>(error: Boom()).sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        #expect(completion == .failure(Boom()))
    }

    @Test("store(in:) keeps the subscription alive in a set and in an array")
    func storeIn() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { values.append($0) }.store(in: &set)
        subject.sink { values.append($0 * 10) }.store(in: &array)
        subject.send(1)
        #expect(values == [1, 10])
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(values == [1, 10])
    }

    @Test("an AnyCancellable runs its closure once, and is equal only to itself")
    func anyCancellableOnce() {
        var runs = 0
        let first = AnyCancellable { runs += 1 }
        let second = AnyCancellable { }
        first.cancel()
        first.cancel()
        #expect(runs == 1)
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test("storing a Cancellable wraps it in an AnyCancellable that cancels it")
    func cancellableStore() {
        let probe = ProbePublisher<Int>()
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        probe.subscribe(sink)
        var set = Set<AnyCancellable>()
        sink.store(in: &set)
        #expect(set.count == 1)
        #expect(probe.requestedDemands == [.unlimited])
        set.removeAll()
        #expect(probe.isCanceled)
    }
}
