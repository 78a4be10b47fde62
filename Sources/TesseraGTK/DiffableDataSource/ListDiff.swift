/// The changes that turn one list of unique identifiers into another, as the fewest splices
/// (`g_list_store_splice`: remove a run, insert a run at the same place) of the fewest items.
///
/// Pure Swift (no GTK): ``DiffableDataSource`` applies the splices to its `GListStore`, and the
/// tests check them against a brute-force oracle.
///
/// Minimality, in this order: (1) the most items stay where they are — the kept items are a
/// longest common subsequence of the two lists (identifiers are unique, so it is the longest
/// chain of items increasing in both lists); (2) among those, the fewest splices — one per gap
/// between kept items whose old and new contents differ. A move is a removal in one splice and
/// an insertion in another (GTK list models have no move). Items listed as `replacing` are never
/// kept (a reload makes a new row object for them).
///
/// - Complexity: O(n log n) for n items (prefix and suffix in common are skipped in O(n)).
struct ListDiff<Element: Hashable> {
    /// One splice, at a position of the list as the earlier splices left it.
    struct Splice: Equatable {
        var position: Int
        var removedCount: Int
        var inserted: [Element]
    }

    /// The splices, front to back; applied in this order they turn the old list into the new.
    private(set) var splices: [Splice] = []
    /// How many items stayed in place (a longest common subsequence's length).
    private(set) var keptCount = 0

    init(from old: [Element], to new: [Element], replacing replaced: Set<Element> = []) {
        let replacesAny = !replaced.isEmpty
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix],
              !(replacesAny && replaced.contains(old[prefix])) {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix],
              !(replacesAny && replaced.contains(new[new.count - 1 - suffix])) {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        let kept = Self.bestChain(old: oldMiddle, new: newMiddle, replaced: replaced)
        keptCount = prefix + suffix + kept.count

        // One splice per gap between kept items (and before the first, after the last).
        var oldStart = oldMiddle.startIndex, newStart = newMiddle.startIndex
        for (oldIndex, newIndex) in kept + [(oldMiddle.endIndex, newMiddle.endIndex)] {
            if oldIndex > oldStart || newIndex > newStart {
                splices.append(Splice(position: newStart, removedCount: oldIndex - oldStart,
                                      inserted: Array(new[newStart..<newIndex])))
            }
            oldStart = oldIndex + 1
            newStart = newIndex + 1
        }
    }

    /// The longest chain of (old index, new index) pairs of equal items increasing in both,
    /// with the fewest gaps among the longest (see ``LongestChain``).
    private static func bestChain(old: ArraySlice<Element>, new: ArraySlice<Element>,
                                  replaced: Set<Element>) -> [(Int, Int)] {
        guard !old.isEmpty, !new.isEmpty else { return [] }
        var newIndex: [Element: Int] = [:]
        newIndex.reserveCapacity(new.count)
        for index in new.indices where replaced.isEmpty || !replaced.contains(new[index]) {
            newIndex[new[index]] = index - new.startIndex
        }
        let targets = old.map { newIndex[$0] ?? -1 }
        return LongestChain.pairs(targets: targets, newCount: new.count).map {
            (old.startIndex + $0.0, new.startIndex + $0.1)
        }
    }
}

/// The chain search behind ``ListDiff``, on positions only (not generic, so it runs at full
/// speed whatever the identifiers are).
///
/// `targets[i]` is the new position of old item `i` (−1 when it has none). The result is the
/// longest chain of pairs (i, targets[i]) increasing in both, with the fewest gaps among the
/// longest. A gap is a break between consecutive chain pairs that aren't adjacent in both
/// lists, or before the first pair / after the last when it isn't at the start / end of both.
///
/// Dynamic programming in old order: a pair's best chain extends either the pair just before
/// it in both lists (no new gap), or the best chain ending at any pair with a smaller new
/// position (one gap), found with a Fenwick tree of prefix maxima over new positions.
enum LongestChain {
    static func pairs(targets: [Int], newCount: Int) -> [(Int, Int)] {
        var tree = PrefixMaxima(count: newCount)
        var score = [Score](repeating: Score(length: 0, gaps: 0), count: targets.count)
        var previous = [Int](repeating: -1, count: targets.count)
        var best = Score(length: 0, gaps: 0)
        var bestAt = -1
        for (slot, target) in targets.enumerated() where target >= 0 {
            var mine = Score(length: 1, gaps: slot == 0 && target == 0 ? 0 : 1)
            var from = -1
            if let (candidate, at) = tree.maximum(below: target) {
                let extended = Score(length: candidate.length + 1, gaps: candidate.gaps + 1)
                if mine < extended { mine = extended; from = at }
            }
            if slot > 0, target > 0, targets[slot - 1] == target - 1 {
                let adjacent = score[slot - 1]
                let extended = Score(length: adjacent.length + 1, gaps: adjacent.gaps)
                if mine < extended { mine = extended; from = slot - 1 }
            }
            score[slot] = mine
            previous[slot] = from
            tree.update(at: target, with: mine, at: slot)
            let endsAtEnd = slot == targets.count - 1 && target == newCount - 1
            let final = Score(length: mine.length, gaps: mine.gaps + (endsAtEnd ? 0 : 1))
            if bestAt < 0 || best < final { best = final; bestAt = slot }
        }
        var chain: [(Int, Int)] = []
        var slot = bestAt
        while slot >= 0 {
            chain.append((slot, targets[slot]))
            slot = previous[slot]
        }
        return chain.reversed()
    }

    /// A chain's quality: longer first, then fewer gaps.
    struct Score: Comparable {
        var length: Int
        var gaps: Int
        static func < (a: Score, b: Score) -> Bool {
            a.length != b.length ? a.length < b.length : a.gaps > b.gaps
        }
    }

    /// Maxima of scores over prefixes of new indices (a Fenwick tree).
    struct PrefixMaxima {
        private var nodes: [(score: Score, slot: Int)?]
        init(count: Int) { nodes = Array(repeating: nil, count: count + 1) }

        mutating func update(at index: Int, with score: Score, at slot: Int) {
            var i = index + 1
            while i < nodes.count {
                if nodes[i] == nil || nodes[i]!.0 < score { nodes[i] = (score, slot) }
                i += i & -i
            }
        }

        /// The best score among indices < `index`.
        func maximum(below index: Int) -> (Score, Int)? {
            var i = index
            var result: (Score, Int)?
            while i > 0 {
                if let node = nodes[i], result == nil || result!.0 < node.0 { result = node }
                i -= i & -i
            }
            return result
        }
    }
}
