import Dispatch

/// Tells whether code runs on the main dispatch queue.
///
/// On Linux, once the main thread parks in `dispatchMain()` (as it does under an `async`
/// `main` and Swift Testing), main-queue work runs on a worker thread, so
/// `Thread.isMainThread` cannot tell; the main queue (and so the main actor) still can.
enum MainQueue {
    /// `@unchecked Sendable`: a dispatch key is an immutable token.
    private struct Key: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
    }

    private static let marker: Key = {
        let marker = Key()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()

    /// Whether the caller runs on the main dispatch queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker.key) == true
    }
}
