import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraTesting

/// Counts cancellations as they happen: a task's cancellation handler runs on the thread that
/// cancels it, so the count doesn't wait for the cancelled task to be resumed (which needs a
/// thread of the cooperative pool, and the window suites running in parallel can keep both
/// of a 2-core machine's busy for minutes).
private final class CancellationCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@MainActor
private final class TaskLog {
    var started = 0
    let cancellations = CancellationCount()
    var cancelled: Int { cancellations.value }
    var ids: [Int] = []
}

private struct Worker: View {
    let log: TaskLog
    let id: Int
    var body: some View {
        Text("worker")
            .task(id: id) {
                log.started += 1
                log.ids.append(id)
                let cancellations = log.cancellations
                await withTaskCancellationHandler {
                    // Until cancelled: a task that ended by itself can't be cancelled, and in a
                    // full parallel run on a loaded machine this test can wait minutes for the
                    // main actor (a 60-s sleep ended before "Next" and the count lagged by one).
                    try? await Task.sleep(for: .seconds(24 * 3600))
                } onCancel: {
                    cancellations.increment()
                }
            }
    }
}

private struct TaskHost: View {
    @State var show = true
    @State var id = 1
    let log: TaskLog
    var body: some View {
        VStack {
            if show { Worker(log: log, id: id) }
            Button("Hide") { show = false }
            Button("Next") { id += 1 }
        }
    }
}

@MainActor
@Suite("Lifecycle: task")
struct LifecycleTests {
    @Test(".task starts on appear, restarts when its id changes, and is cancelled on disappear")
    func taskLifecycle() async {
        let log = TaskLog()
        let host = OffscreenHost(rootView: TaskHost(log: log))
        await Polling.yieldUntil { log.started == 1 }
        #expect(log.started == 1)
        host.tapButton("Next")
        await Polling.yieldUntil { log.started == 2 && log.cancelled == 1 }
        #expect(log.ids == [1, 2])
        #expect(log.cancelled == 1)
        host.tapButton("Hide")
        await Polling.yieldUntil { log.cancelled == 2 }
        #expect(log.cancelled == 2)
    }
}
