import Combine
import Testing

@Suite("Subjects")
struct SubjectTests {
    @Test("a passthrough subject drops values sent before anyone subscribes")
    func passthroughDropsEarlyValues() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("early")
        var values: [String] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send("late")
        #expect(values == ["late"])
        cancellable.cancel()
    }

    @Test("a passthrough subject broadcasts to every subscriber")
    func broadcasts() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.sink { first.append($0) }
        let b = subject.sink { second.append($0) }
        subject.send(7)
        #expect(first == [7])
        #expect(second == [7])
        a.cancel()
        b.cancel()
    }

    @Test("a passthrough subject honors a subscriber's limited demand")
    func honorsDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.subscribe(subscriber)
        for value in 1...5 { subject.send(value) }
        #expect(subscriber.values == [1, 2])
        subscriber.request(.max(1))
        subject.send(6)
        subject.send(7)
        #expect(subscriber.values == [1, 2, 6])
    }

    @Test("a late subscriber to a completed subject receives the completion at once")
    func lateSubscriberGetsCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .unlimited)
        subject.subscribe(subscriber)
        #expect(subscriber.completions == [.finished])
    }

    @Test("a subscriber may send to the subject it is subscribed to")
    func reentrantSend() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.sink { value in
            values.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(values == [1, 2, 3])
        cancellable.cancel()
    }

    @Test("a current value subject holds its value and sends it to new subscribers")
    func currentValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        #expect(subject.value == 1)
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(2)
        subject.value = 3
        #expect(values == [1, 2, 3])
        #expect(subject.value == 3)
        cancellable.cancel()
    }

    @Test("a current value subject waits for demand before sending its value, then sends the newest")
    func currentValueWaitsForDemand() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        subject.send(2)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [2])
    }

    @Test("a current value subject of optionals replays nil")
    func currentValueOfOptional() {
        let subject = CurrentValueSubject<Int?, Never>(nil)
        var values: [Int?] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(5)
        #expect(values == [nil, 5])
        cancellable.cancel()
    }

    @Test("a completed current value subject ignores new values")
    func completedCurrentValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.send(completion: .finished)
        subject.value = 2
        #expect(subject.value == 1)
    }

    @Test("a subject subscribed to a publisher requests unlimited demand and republishes")
    func subjectAsSubscriber() {
        let probe = ProbePublisher<Int>()
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        probe.subscribe(AnySubscriber(
            receiveSubscription: { subject.send(subscription: $0) },
            receiveValue: { subject.send($0); return .none },
            receiveCompletion: { subject.send(completion: $0) }
        ))
        probe.send(4)
        #expect(probe.requestedDemands == [.unlimited])
        #expect(values == [4])
        cancellable.cancel()
    }

    @Test("sending Void with send()")
    func sendVoid() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = subject.sink { count += 1 }
        subject.send()
        #expect(count == 1)
        cancellable.cancel()
    }
}
