import Combine
import Dispatch
import Foundation
import Testing

@Suite("receive(on:)")
struct ReceiveOnTests {
    @Test("receive(on: DispatchQueue.main) delivers on the main queue")
    func mainQueue() async {
        #expect(!MainQueue.isCurrent)
        let subject = PassthroughSubject<Int, Never>()
        let delivered: (value: Int, onMain: Bool) = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = subject.receive(on: DispatchQueue.main).sink { value in
                continuation.resume(returning: (value, MainQueue.isCurrent))
                cancellable?.cancel()
            }
            let send = UncheckedBox(subject)
            DispatchQueue.global().async { send.value.send(7) }
        }
        #expect(delivered.value == 7)
        #expect(delivered.onMain)
    }

    @Test("receive(on: RunLoop.main) delivers on the main queue")
    func mainRunLoop() async {
        let onMain: Bool = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = Just(1).receive(on: RunLoop.main).sink { _ in
                continuation.resume(returning: MainQueue.isCurrent)
                cancellable?.cancel()
            }
        }
        #expect(onMain)
    }

    @Test("receive(on:) keeps order on a serial queue, and completion comes last")
    func serialOrder() async {
        let queue = DispatchQueue(label: "tessera.combine.tests.serial")
        let subject = PassthroughSubject<Int, Never>()
        let values = Recorder<Int>()
        let cancellableBox = Recorder<AnyCancellable>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let cancellable = subject.receive(on: queue).sink(
                receiveCompletion: { _ in continuation.resume() },
                receiveValue: { values.append($0) }
            )
            cancellableBox.append(cancellable)
            for value in 1...100 { subject.send(value) }
            subject.send(completion: .finished)
        }
        #expect(values.items == Array(1...100))
    }

    @Test("receive(on: ImmediateScheduler.shared) delivers synchronously")
    func immediate() {
        var values: [Int] = []
        let cancellable = Just(3).receive(on: ImmediateScheduler.shared).sink { values.append($0) }
        #expect(values == [3])
        cancellable.cancel()
    }

    @Test("receive(on:) passes the subscriber's demand upstream after each delivery")
    func demandPassesThrough() {
        let probe = ProbePublisher<Int>()
        let subscriber = DemandingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        probe.receive(on: ImmediateScheduler.shared).subscribe(subscriber)
        probe.send(1)
        #expect(probe.requestedDemands == [.max(1), .max(1)])
        #expect(subscriber.values == [1])
    }

    @Test("an observable object written off the main thread can be observed on main")
    func objectWillChangeOnMain() async {
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var value = 0
        }
        let model = Model()
        let onMain: Bool = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = model.objectWillChange.receive(on: DispatchQueue.main).sink {
                continuation.resume(returning: MainQueue.isCurrent)
                cancellable?.cancel()
            }
            DispatchQueue.global().async { model.value = 1 }
        }
        // The value itself may not be stored yet: objectWillChange fires before the write,
        // and this delivery can overtake the writer thread.
        #expect(onMain)
    }
}

/// Hands a non-Sendable subject to another thread; subjects are lock-guarded.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
