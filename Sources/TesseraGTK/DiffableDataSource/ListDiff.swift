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
/// How: the prefix and suffix in common are skipped; in the middle, items that stay neighbours
/// in both lists form *runs*, and the chain is chosen among whole runs (see ``RunChain``). With
/// unique identifiers every other run lies wholly before or wholly after a run in both lists, so
/// a best chain never takes part of a run, and a list of n items with c changes has O(c) runs.
///
/// - Complexity: O(n + c log c) for n items and c runs (O(n log n) at worst, when every item moved).
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
        let kept = Self.bestRuns(old: oldMiddle, new: newMiddle, replaced: replaced)
        keptCount = prefix + suffix + kept.reduce(0) { $0 + $1.count }

        // One splice per gap between kept runs (and before the first, after the last).
        var oldStart = oldMiddle.startIndex, newStart = newMiddle.startIndex
        let end = RunChain.Run(old: oldMiddle.endIndex - prefix, new: newMiddle.endIndex - prefix, count: 0)
        for run in kept + [end] {
            let oldIndex = prefix + run.old, newIndex = prefix + run.new
            if oldIndex > oldStart || newIndex > newStart {
                splices.append(Splice(position: newStart, removedCount: oldIndex - oldStart,
                                      inserted: Array(new[newStart..<newIndex])))
            }
            oldStart = oldIndex + run.count
            newStart = newIndex + run.count
        }
    }

    /// The best chain of runs of the middles (positions relative to their starts).
    private static func bestRuns(old: ArraySlice<Element>, new: ArraySlice<Element>,
                                 replaced: Set<Element>) -> [RunChain.Run] {
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
        return RunChain.best(runs: RunChain.runs(targets: targets), oldCount: old.count, newCount: new.count)
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

/// The longest chain of runs increasing in both lists, with the fewest gaps among the longest.
enum RunChain {
    /// Items `old..<old+count` of the old list are items `new..<new+count` of the new list.
    struct Run: Equatable {
        var old: Int
        var new: Int
        var count: Int
    }

    /// A chain's quality as one integer: kept items × 2³² − gaps (more kept first, then fewer gaps).
    private static let unit = 1 << 32

    /// The maximal runs of `targets` (the new position of each old item, or −1 when it has none).
    static func runs(targets: [Int]) -> [Run] {
        var runs: [Run] = []
        var slot = 0
        while slot < targets.count {
            let target = targets[slot]
            guard target >= 0 else { slot += 1; continue }
            var end = slot + 1
            while end < targets.count, targets[end] == target + (end - slot) { end += 1 }
            runs.append(Run(old: slot, new: target, count: end - slot))
            slot = end
        }
        return runs
    }

    /// The best chain of whole `runs` (ordered by old position): two chosen runs are never
    /// neighbours in both lists (they would be one run), so each join costs one gap, as do a
    /// chain not starting at the lists' start or not ending at their end.
    static func best(runs: [Run], oldCount: Int, newCount: Int) -> [Run] {
        guard !runs.isEmpty else { return [] }
        // Fenwick tree of prefix maxima over the runs' ranks by new position.
        var rankOf = [Int](repeating: 0, count: runs.count)
        for (rank, index) in runs.indices.sorted(by: { runs[$0].new < runs[$1].new }).enumerated() { rankOf[index] = rank + 1 }
        var treeScore = [Int](repeating: .min, count: runs.count + 1)
        var treeRun = [Int](repeating: -1, count: runs.count + 1)
        var previous = [Int](repeating: -1, count: runs.count)
        var best = Int.min, bestAt = -1
        for (index, run) in runs.enumerated() {
            let gain = run.count * unit
            var mine = gain - (run.old == 0 && run.new == 0 ? 0 : 1)
            var from = -1
            var i = rankOf[index] - 1, below = Int.min, belowRun = -1
            while i > 0 {
                if treeScore[i] > below { below = treeScore[i]; belowRun = treeRun[i] }
                i -= i & -i
            }
            if below != .min, below + gain - 1 > mine { mine = below + gain - 1; from = belowRun }
            previous[index] = from
            i = rankOf[index]
            while i <= runs.count {
                if mine > treeScore[i] { treeScore[i] = mine; treeRun[i] = index }
                i += i & -i
            }
            let atEnd = run.old + run.count == oldCount && run.new + run.count == newCount
            if mine - (atEnd ? 0 : 1) > best { best = mine - (atEnd ? 0 : 1); bestAt = index }
        }
        var chain: [Run] = []
        var index = bestAt
        while index >= 0 {
            chain.append(runs[index])
            index = previous[index]
        }
        return chain.reversed()
    }
}
