/// A ``ProposalCache`` whose first ``inlineCapacity`` entries are stored in the cache itself:
/// most layout nodes are measured at no more proposals than that, and then their cache
/// allocates nothing. The rest go to a ``ProposalCache``.
///
/// For the caches every node or every stack has (sizes, arrangements); the rarer ones stay
/// plain ``ProposalCache``s, which are two words.
struct InlineProposalCache<Key: Hashable, Value> {
    /// How many entries are stored in place.
    static var inlineCapacity: Int { 3 }

    // The inline entries, keys apart from values: a search reads only keys (all of them
    // plain values), and a value (which may hold references) is copied only when found.
    private var firstKey: Key?
    private var secondKey: Key?
    private var thirdKey: Key?
    private var firstValue: Value?
    private var secondValue: Value?
    private var thirdValue: Value?
    /// The entries after the inline ones.
    private var more = ProposalCache<Key, Value>()
    /// The number of entries stored in place.
    private var count = 0

    var isEmpty: Bool { count == 0 }

    /// The value stored for `key`, if any.
    ///
    /// A `mutating` getter: read through a class's stored property (every such cache is one),
    /// a mutating access works on the cache in place, where a plain getter copies the whole
    /// cache — its inline entries and, for values holding references, their retains — first.
    subscript(key: Key) -> Value? {
        mutating get { lookUp(key) }
    }

    @inline(__always)
    private func lookUp(_ key: Key) -> Value? {
        if count == 0 { return nil }
        if firstKey.unsafelyUnwrapped == key { return firstValue }
        if count == 1 { return nil }
        if secondKey.unsafelyUnwrapped == key { return secondValue }
        if count == 2 { return nil }
        if thirdKey.unsafelyUnwrapped == key { return thirdValue }
        return more.isEmpty ? nil : more[key]
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ value: Value, for key: Key) {
        switch count {
        case 0: (firstKey, firstValue) = (key, value)
        case 1: (secondKey, secondValue) = (key, value)
        case 2: (thirdKey, thirdValue) = (key, value)
        default:
            more.insert(value, for: key)
            return
        }
        count += 1
    }

    /// Whether `body` holds for every stored entry (in insertion order, then ``ProposalCache``'s).
    func allSatisfy(_ body: (Key, Value) -> Bool) -> Bool {
        if count > 0, !body(firstKey.unsafelyUnwrapped, firstValue.unsafelyUnwrapped) { return false }
        if count > 1, !body(secondKey.unsafelyUnwrapped, secondValue.unsafelyUnwrapped) { return false }
        if count > 2, !body(thirdKey.unsafelyUnwrapped, thirdValue.unsafelyUnwrapped) { return false }
        return more.allSatisfy(body)
    }

    /// Replaces every stored value by `body`'s, or returns `false` (leaving the cache
    /// partly updated) as soon as `body` gives `nil`.
    mutating func updateValues(_ body: (Key, Value) -> Value?) -> Bool {
        if count > 0 {
            guard let updated = body(firstKey.unsafelyUnwrapped, firstValue.unsafelyUnwrapped) else { return false }
            firstValue = updated
        }
        if count > 1 {
            guard let updated = body(secondKey.unsafelyUnwrapped, secondValue.unsafelyUnwrapped) else { return false }
            secondValue = updated
        }
        if count > 2 {
            guard let updated = body(thirdKey.unsafelyUnwrapped, thirdValue.unsafelyUnwrapped) else { return false }
            thirdValue = updated
        }
        return more.updateValues(body)
    }

    /// Forgets every entry, keeping the storage for the next measurements.
    mutating func removeAll() {
        firstValue = nil
        secondValue = nil
        thirdValue = nil
        count = 0
        if !more.isEmpty { more.removeAll() }
    }
}
