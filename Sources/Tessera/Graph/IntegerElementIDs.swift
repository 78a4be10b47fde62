/// Counts the occurrences of `Int` element ids met in order (a `ForEach` keying its
/// elements): concrete, so no generic dictionary operation per element. While the ids only
/// increase (the usual case: ids numbered in data order) none can repeat, so nothing is
/// hashed; from the first id out of order on, the ids seen so far are counted in a set.
struct IntegerElementIDs {
    private var last: Int?
    private var seen: Set<Int>?
    private var repeats: [Int: Int] = [:]
    private var all: [Int] = []

    /// The number of times `id` occurred before this call (0 for its first occurrence).
    mutating func occurrence(of id: Int) -> Int {
        if seen == nil {
            if last.map({ id > $0 }) ?? true {
                last = id
                all.append(id)
                return 0
            }
            seen = Set(all)
            all = []
        }
        if seen!.insert(id).inserted { return 0 }
        let occurrence = repeats[id, default: 1]
        repeats[id] = occurrence + 1
        return occurrence
    }
}
