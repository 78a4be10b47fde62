import Combine
import Testing

@Suite("Operators")
struct OperatorTests {
    @Test("map, filter and removeDuplicates chain")
    func mapFilterRemoveDuplicates() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [String] = []
        let cancellable = subject
            .map { $0 / 10 }
            .filter { $0 >= 0 }
            .removeDuplicates()
            .map { "#\($0)" }
            .sink { values.append($0) }
        for value in [1, 5, 12, -30, 18, 25, 3] { subject.send(value) }
        #expect(values == ["#0", "#1", "#2", "#0"])
        cancellable.cancel()
    }

    @Test("compactMap publishes only the non-nil results")
    func compactMap() {
        var values: [Int] = []
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.compactMap(Int.init).sink { values.append($0) }
        for text in ["1", "x", "3", ""] { subject.send(text) }
        #expect(values == [1, 3])
        cancellable.cancel()
    }

    @Test("removeDuplicates(by:) compares with the previous element")
    func removeDuplicatesBy() {
        var values: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.removeDuplicates { abs($0 - $1) < 2 }.sink { values.append($0) }
        for value in [1, 2, 3, 10, 11, 20] { subject.send(value) }
        #expect(values == [1, 10, 20])
        cancellable.cancel()
    }

    @Test("filtered-out elements are replaced by demand for one more")
    func filterKeepsDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        for value in 1...10 { subject.send(value) }
        #expect(subscriber.values == [2, 4])
    }

    @Test("dropFirst skips the current value of a current value subject")
    func dropFirst() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var values: [Int] = []
        let cancellable = subject.dropFirst().sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values == [1, 2])
        cancellable.cancel()
    }

    @Test("dropFirst adds the dropped count to the first request")
    func dropFirstDemand() {
        let probe = ProbePublisher<Int>()
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .max(1))
        probe.dropFirst(2).subscribe(subscriber)
        #expect(probe.requestedDemands == [.max(3)])
        for value in 1...3 { probe.send(value) }
        #expect(subscriber.values == [3])
    }

    @Test("prefix publishes the first elements, then finishes and cancels upstream")
    func prefix() {
        let probe = ProbePublisher<Int>()
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .unlimited)
        probe.prefix(2).subscribe(subscriber)
        for value in 1...4 { probe.send(value) }
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
        #expect(probe.isCanceled)
    }

    @Test("prefix(0) finishes right away")
    func prefixZero() {
        var finished = false
        var values: [Int] = []
        let cancellable = Just(1).prefix(0).sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(finished)
        #expect(values.isEmpty)
        cancellable.cancel()
    }

    @Test("output(at:) publishes one element by index")
    func outputAt() {
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let cancellable = subject.output(at: 1).sink { values.append($0) }
        for text in ["a", "b", "c"] { subject.send(text) }
        #expect(values == ["b"])
        cancellable.cancel()
    }

    @Test("a sink cancel reaches the upstream publisher through operators")
    func cancelPropagates() {
        let probe = ProbePublisher<Int>()
        let cancellable = probe.map { $0 + 1 }.filter { $0 > 0 }.dropFirst().sink { _ in }
        #expect(!probe.isCanceled)
        cancellable.cancel()
        #expect(probe.isCanceled)
    }
}
