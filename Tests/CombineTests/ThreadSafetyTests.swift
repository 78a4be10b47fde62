import Combine
import Dispatch
import Foundation
import Testing

@Suite("Thread safety")
struct ThreadSafetyTests {
    /// A model written from several threads; `@unchecked Sendable` because `@Published`
    /// storage is lock-guarded, which is what these tests check.
    final class Model: ObservableObject, @unchecked Sendable {
        @Published var value = 0
    }

    @Test("setting a @Published property from a background thread delivers there")
    func backgroundWrite() async {
        let model = Model()
        let changeThreads = Recorder<ObjectIdentifier>()
        let values = Recorder<Int>()
        let changes = model.objectWillChange.sink { changeThreads.append(ObjectIdentifier(Thread.current)) }
        let valueCancellable = model.$value.sink { values.append($0) }
        let writer: ObjectIdentifier = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                model.value = 42
                continuation.resume(returning: ObjectIdentifier(Thread.current))
            }
        }
        #expect(model.value == 42)
        #expect(changeThreads.items == [writer])
        #expect(values.items == [0, 42])
        changes.cancel()
        valueCancellable.cancel()
    }

    @Test("concurrent writes each fire objectWillChange once and never crash")
    func concurrentWrites() {
        let model = Model()
        let changes = Recorder<Void>()
        let cancellable = model.objectWillChange.sink { changes.append(()) }
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            model.value = index
        }
        #expect(changes.count == 1000)
        #expect((0..<1000).contains(model.value))
        cancellable.cancel()
    }

    @Test("subscribing, writing and canceling concurrently is safe")
    func concurrentSubscriptions() {
        let model = Model()
        let subject = PassthroughSubject<Int, Never>()
        let received = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let first = model.objectWillChange.sink { received.append(index) }
            let second = subject.sink { received.append($0) }
            model.value = index
            subject.send(index)
            first.cancel()
            second.cancel()
        }
        #expect(received.count >= 400)
    }

    @Test("every object of a class gets its own publisher, even when asked concurrently")
    func concurrentFirstAccess() {
        let model = Model()
        let publishers = Recorder<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            publishers.append(ObjectIdentifier(model.objectWillChange))
        }
        #expect(Set(publishers.items).count == 1)
    }
}
