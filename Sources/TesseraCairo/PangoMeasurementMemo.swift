/// A prepared text's answers by measurement key (options and width), emptied when it holds
/// `limit` entries.
///
/// Every `Text` showing the text looks its measurements up, at the few widths a layout probes
/// (a stack's minimum, the ideal width, the width it is given), so the first
/// ``linearCapacity`` entries are searched with `==` — which costs less than hashing the key —
/// over keys kept apart from the values (a search reads only keys; a value, which may hold
/// references, is copied only when found); the rest (a window being resized, a grid's many
/// columns) go to a dictionary.
struct PangoMeasurementMemo<Key: Hashable, Value> {
    /// How many entries are searched linearly.
    static var linearCapacity: Int { 8 }

    private var keys: [Key] = []
    private var values: [Value] = []
    private var spilled: [Key: Value] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { keys.count + spilled.count }

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return spilled.isEmpty ? nil : spilled[key]
    }

    /// Stores `value` for `key` (not stored yet), first emptying a full memo.
    mutating func insert(_ value: Value, for key: Key) {
        if count >= limit {
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            spilled.removeAll(keepingCapacity: true)
        }
        if keys.count < Self.linearCapacity {
            keys.append(key)
            values.append(value)
        } else {
            spilled[key] = value
        }
    }
}
