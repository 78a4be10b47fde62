/// A memo keyed by proposal (or by something containing one) for one layout node.
///
/// A node is measured at a handful of proposals — a stack probes each child at its minimum,
/// its maximum and its share — so the entries live in a short array searched with `==`,
/// which costs far less than hashing a proposal for a dictionary lookup. Past
/// ``inlineCapacity`` entries (a node probed at many sizes) the rest go to a dictionary.
struct ProposalCache<Key: Hashable, Value> {
    /// How many entries are searched linearly before the cache spills to a dictionary.
    static var inlineCapacity: Int { 8 }

    private var entries: [(key: Key, value: Value)] = []
    private var spilled: [Key: Value] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        for entry in entries where entry.key == key { return entry.value }
        return spilled.isEmpty ? nil : spilled[key]
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ value: Value, for key: Key) {
        if entries.count < Self.inlineCapacity {
            entries.append((key, value))
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

    /// Forgets every entry, keeping the storage for the next measurements.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        if !spilled.isEmpty { spilled.removeAll() }
    }
}
