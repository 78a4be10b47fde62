import Foundation

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// Subscriber implementations can use this type to provide a “cancellation token” that makes
/// it possible for a caller to cancel a publisher, but not to use the `Subscription` object to
/// request items. An `AnyCancellable` instance automatically calls `cancel()` when
/// deinitialized. The closure runs at most once, whichever thread cancels first.
///
/// Differs from Combine: declared `Sendable`, so that a cancellable can be stored or canceled
/// from any isolation domain; its state is guarded by a lock (hence `@unchecked`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    /// The cancel-time closure; `nil` once it has run. Guarded by `lock`.
    private var cancelBody: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelBody = cancel
    }

    /// Initializes the cancellable object with the given cancellable, which it cancels when
    /// canceled or deinitialized.
    public init<C: Cancellable>(_ canceller: C) {
        cancelBody = canceller.cancel
    }

    deinit {
        cancel()
    }

    /// Cancel the activity.
    public func cancel() {
        let body = lock.withLock {
            defer { cancelBody = nil }
            return cancelBody
        }
        body?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
