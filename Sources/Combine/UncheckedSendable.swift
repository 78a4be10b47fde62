/// A value handed to another thread by a scheduler.
///
/// Combine's contract, not the type system, makes this safe: a scheduled action is the only
/// code touching what it captures until it runs, and per-subscriber delivery is serial on a
/// serial queue. Hence `@unchecked Sendable`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
