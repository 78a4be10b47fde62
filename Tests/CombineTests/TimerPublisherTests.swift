import Combine
import Foundation
import Synchronization
import Testing

@Suite("Timer publisher and autoconnect")
struct TimerPublisherTests {
    /// The run loop of the thread this runs on (a test's: not the main one).
    private static func threadRunLoop() -> RunLoop { RunLoop.current }

    /// Waits (at most `seconds`, polling) until `condition` holds.
    private func eventually(within seconds: Int = 5, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<(seconds * 100) {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }

    @Test("a timer publisher publishes nothing until connected, then dates on its interval until the connection is cancelled")
    func connect() async {
        let ticks = Mutex<[Date]>([])
        // Not the main run loop: its timer runs on a background queue, whatever the main actor
        // is busy with.
        let publisher = Timer.publish(every: 0.02, on: Self.threadRunLoop(), in: .common)
        let subscription = publisher.sink { date in ticks.withLock { $0.append(date) } }
        try? await Task.sleep(nanoseconds: 60_000_000)
        #expect(ticks.withLock { $0.isEmpty })
        let connection = publisher.connect()
        #expect(await eventually { ticks.withLock { $0.count } >= 3 })
        connection.cancel()
        let count = ticks.withLock { $0.count }
        try? await Task.sleep(nanoseconds: 80_000_000)
        #expect(ticks.withLock { $0.count } <= count + 1)
        let dates = ticks.withLock { $0 }
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 })
        subscription.cancel()
    }

    @Test("autoconnect connects when the first subscriber attaches (a main run loop timer fires on the main queue)")
    func autoconnect() async {
        let ticks = Mutex(0)
        let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
        let subscription = timer.sink { _ in ticks.withLock { $0 += 1 } }
        // The main queue may be busy with other suites' main-actor tests: a long deadline.
        #expect(await eventually(within: 60) { ticks.withLock { $0 } >= 2 })
        subscription.cancel()
    }
}
