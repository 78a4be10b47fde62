import Foundation

/// The `objectWillChange` publishers of observable objects that have no `@Published`
/// property to keep one in.
///
/// Entries hold their object weakly; an entry whose object is gone is replaced when the
/// address is reused, and swept out when the table has doubled in size since the last sweep.
///
/// `@unchecked Sendable`: the table is guarded by `lock`.
final class ObjectWillChangeSideTable: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static let shared = ObjectWillChangeSideTable()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64

    /// The publisher of `object`, made on first request.
    ///
    /// - Complexity: O(1) amortized.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object {
                return entry.publisher
            }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: publisher)
            if entries.count >= sweepThreshold {
                entries = entries.filter { $0.value.object != nil }
                sweepThreshold = max(64, entries.count * 2)
            }
            return publisher
        }
    }

}
