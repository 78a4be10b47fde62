import Foundation

/// Carries change notifications from any thread to the view graph.
///
/// An `ObservableObject`'s `objectWillChange` and an `@Observable`'s change callback may fire on
/// any thread. On the main thread the node is invalidated at once. From elsewhere the node goes
/// into this mailbox, which the graph drains before every update (and a main-actor task drains
/// it soon in any case). A notification from a thread other than the main thread and the thread
/// the graph last ran on is a change published off the main thread: SwiftUI's runtime warning.
final class InvalidationMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [WeakNode] = []
    private var graphThread: pthread_t?

    /// Notes the thread the graph runs on (test runners may run the main actor off the main thread).
    func recordGraphThread() {
        lock.lock(); graphThread = pthread_self(); lock.unlock()
    }

    /// Delivers an invalidation of `target` from the current thread.
    func post(_ target: WeakNode, warning: @autoclosure () -> (message: String, site: String)) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { target.node?.invalidate() }
            return
        }
        lock.lock()
        pending.append(target)
        let onGraphThread = graphThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        lock.unlock()
        if !onGraphThread {
            let (message, site) = warning()
            RuntimeWarnings.report(message, site: site)
        }
        Task { @MainActor in self.drain() }
    }

    /// Invalidates every node posted from other threads.
    @MainActor
    func drain() {
        lock.lock()
        let targets = pending
        pending.removeAll()
        lock.unlock()
        for target in targets { target.node?.invalidate() }
    }
}
