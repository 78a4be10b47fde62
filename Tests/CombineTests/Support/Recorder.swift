import Foundation

/// Collects what subscribers receive, from any thread.
///
/// `@unchecked Sendable`: `items` is guarded by `lock`.
final class Recorder<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Item] = []

    func append(_ item: Item) {
        lock.withLock { storage.append(item) }
    }

    var items: [Item] {
        lock.withLock { storage }
    }

    var count: Int {
        lock.withLock { storage.count }
    }
}
