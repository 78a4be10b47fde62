/// A memo keyed by proposal (or by something containing one) for one layout node.
///
/// A node is measured at a handful of proposals — a stack probes each child at its minimum,
/// its maximum and its share — so the entries live in a short array searched with `==`,
/// which costs far less than hashing a proposal for a dictionary lookup. Past
/// ``inlineCapacity`` entries (a node probed at many sizes) the rest go to a dictionary.
struct ProposalCache<Key: Hashable, Value> {
    /// How many entries are searched linearly before the cache spills to a dictionary (a node
    /// in nested stacks commonly sees 3 cross-axis × 3 main-axis proposals).
    static var inlineCapacity: Int { 12 }

    /// One stored answer. Keys and values in one array: one allocation per growth, not two.
    private struct Entry {
        let key: Key
        var value: Value
    }

    private var entries: [Entry] = []
    // Not `[:]`: the literal calls a non-inlined initializer for every cache made.
    private var spilled = [Key: Value]()

    var isEmpty: Bool { entries.isEmpty }

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return spilled.isEmpty ? nil : spilled[key]
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ value: Value, for key: Key) {
        if entries.count < Self.inlineCapacity {
            // 4 entries first (most nodes see a few proposals), then straight to the inline
            // capacity (a node in nested stacks sees 9): one reallocation, not two.
            if entries.count == entries.capacity {
                entries.reserveCapacity(entries.isEmpty ? 4 : Self.inlineCapacity)
            }
            entries.append(Entry(key: key, value: value))
        } else {
            spilled[key] = value
        }
    }

    /// Whether `body` holds for every stored entry (in insertion order, then the spilled ones).
    func allSatisfy(_ body: (Key, Value) -> Bool) -> Bool {
        for entry in entries where !body(entry.key, entry.value) { return false }
        for (key, value) in spilled where !body(key, value) { return false }
        return true
    }

    /// Replaces every stored value by `body`'s, or returns `false` (leaving the cache
    /// partly updated) as soon as `body` gives `nil`.
    mutating func updateValues(_ body: (Key, Value) -> Value?) -> Bool {
        for index in entries.indices {
            guard let updated = body(entries[index].key, entries[index].value) else { return false }
            entries[index].value = updated
        }
        for (key, value) in spilled {
            guard let updated = body(key, value) else { return false }
            spilled[key] = updated
        }
        return true
    }

    /// Forgets every entry, keeping the storage for the next measurements.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        if !spilled.isEmpty { spilled.removeAll() }
    }
}
