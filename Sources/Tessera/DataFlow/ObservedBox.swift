import Observation

/// A value that the views which read it follow (`@Observable`-style), and that code can write
/// without reading it.
///
/// A view body that writes into a model it doesn't display (a `navigationTitle` modifier
/// writing its screen's bar) must not become a reader of it: with the `@Observable` macro, even
/// a write through `_modify` records a read, so two writers would invalidate each other in
/// turn. Here only ``value`` records a read; ``peek``, ``set(_:)`` and ``update(_:)`` don't.
@MainActor
final class ObservedBox<Value>: Observable {
    private var storage: Value
    private let registrar = ObservationRegistrar()

    init(_ value: Value) { storage = value }

    /// The value; a body that reads it re-evaluates when it changes.
    var value: Value {
        registrar.access(self, keyPath: \.value)
        return storage
    }

    /// The value, read without following it.
    var peek: Value { storage }

    /// Replaces the value; its readers re-evaluate.
    func set(_ newValue: Value) {
        registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
    }

    /// Changes the value in place; its readers re-evaluate when `change` returns true.
    func update(_ change: (inout Value) -> Bool) {
        var copy = storage
        guard change(&copy) else { return }
        set(copy)
    }
}
