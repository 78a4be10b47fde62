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

    // Keys and values apart, so a search reads (and copies) keys only.
    private var keys: [Key] = []
    private var values: [Value] = []
    private var spilled: [Key: Value] = [:]

    var isEmpty: Bool { keys.isEmpty }

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        if let index = keys.firstIndex(of: key) { return values[index] }
        return spilled.isEmpty ? nil : spilled[key]
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ value: Value, for key: Key) {
        if keys.count < Self.inlineCapacity {
            // 4 entries first (most nodes see a few proposals), then straight to the inline
            // capacity (a node in nested stacks sees 9): one reallocation, not two.
            if keys.count == keys.capacity {
                let capacity = keys.isEmpty ? 4 : Self.inlineCapacity
                keys.reserveCapacity(capacity)
                values.reserveCapacity(capacity)
            }
            keys.append(key)
            values.append(value)
        } else {
            spilled[key] = value
        }
    }

    /// Whether `body` holds for every stored entry (in insertion order, then the spilled ones).
    func allSatisfy(_ body: (Key, Value) -> Bool) -> Bool {
        for index in keys.indices where !body(keys[index], values[index]) { return false }
        for (key, value) in spilled where !body(key, value) { return false }
        return true
    }

    /// Replaces every stored value by `body`'s, or returns `false` (leaving the cache
    /// partly updated) as soon as `body` gives `nil`.
    mutating func updateValues(_ body: (Key, Value) -> Value?) -> Bool {
        for index in keys.indices {
            guard let updated = body(keys[index], values[index]) else { return false }
            values[index] = updated
        }
        for (key, value) in spilled {
            guard let updated = body(key, value) else { return false }
            spilled[key] = updated
        }
        return true
    }

    /// Forgets every entry, keeping the storage for the next measurements.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        if !spilled.isEmpty { spilled.removeAll() }
    }
}
