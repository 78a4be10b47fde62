import Testing
@_spi(Testing) import Tessera
import TesseraTesting

@MainActor
private final class TaskLog {
    var started = 0
    var cancelled = 0
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
                do {
                    try await Task.sleep(nanoseconds: 60_000_000_000)
                } catch {
                    log.cancelled += 1
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
