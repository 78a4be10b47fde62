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
        let targets: [Int]
        if replaced.isEmpty, let old = old as? ArraySlice<UInt>, let new = new as? ArraySlice<UInt>,
           let dense = denseTargets(old: old, new: new) {
            targets = dense
        } else {
            var newIndex: [Element: Int] = [:]
            newIndex.reserveCapacity(new.count)
            for index in new.indices where replaced.isEmpty || !replaced.contains(new[index]) {
                newIndex[new[index]] = index - new.startIndex
            }
            targets = old.map { newIndex[$0] ?? -1 }
        }
        return LongestChain.pairs(targets: targets, newCount: new.count).map {
            (old.startIndex + $0.0, new.startIndex + $0.1)
        }
    }

    /// New positions of small integer keys (a data source's row keys) from an array indexed by
    /// key rather than a dictionary; nil when the keys are too spread out for that.
    private static func denseTargets(old: ArraySlice<UInt>, new: ArraySlice<UInt>) -> [Int]? {
        guard let largest = max(old.max() ?? 0, new.max() ?? 0) as UInt?,
              largest < UInt(8 * (old.count + new.count) + 4_096) else { return nil }
        var position = [Int32](repeating: -1, count: Int(largest) + 1)
        for (offset, key) in new.enumerated() { position[Int(key)] = Int32(offset) }
        return old.map { Int(position[Int($0)]) }
    }
}

enum LongestChain {
    /// A chain's quality as one integer: length × 2³² − gaps (longer first, then fewer gaps).
    private static let unit = 1 << 32

    static func pairs(targets: [Int], newCount: Int) -> [(Int, Int)] {
        // Fenwick tree of prefix maxima over new positions: best score and the slot it ends at.
        var treeScore = [Int](repeating: .min, count: newCount + 1)
        var treeSlot = [Int](repeating: -1, count: newCount + 1)
        var score = [Int](repeating: 0, count: targets.count)
        var previous = [Int](repeating: -1, count: targets.count)
        var best = Int.min
        var bestAt = -1
        for slot in targets.indices {
            let target = targets[slot]
            guard target >= 0 else { continue }
            var mine = unit - (slot == 0 && target == 0 ? 0 : 1)
            var from = -1
            // Best chain ending below `target`, extended with one gap.
            var i = target, below = Int.min, belowSlot = -1
            while i > 0 {
                if treeScore[i] > below { below = treeScore[i]; belowSlot = treeSlot[i] }
                i -= i & -i
            }
            if below != .min, below + unit - 1 > mine { mine = below + unit - 1; from = belowSlot }
            // The pair just before in both lists, extended with no gap.
            if slot > 0, target > 0, targets[slot - 1] == target - 1, score[slot - 1] + unit > mine {
                mine = score[slot - 1] + unit
                from = slot - 1
            }
            score[slot] = mine
            previous[slot] = from
            i = target + 1
            while i <= newCount {
                if mine > treeScore[i] { treeScore[i] = mine; treeSlot[i] = slot }
                i += i & -i
            }
            let final = mine - (slot == targets.count - 1 && target == newCount - 1 ? 0 : 1)
            if final > best { best = final; bestAt = slot }
        }
        var chain: [(Int, Int)] = []
        var slot = bestAt
        while slot >= 0 {
            chain.append((slot, targets[slot]))
            slot = previous[slot]
        }
        return chain.reversed()
    }
}
