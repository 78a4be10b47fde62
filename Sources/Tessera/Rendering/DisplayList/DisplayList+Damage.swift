import Foundation

extension DisplayList {
    /// The regions a backend must repaint to go from `old` to this list: the bounds of items
    /// added, removed or changed (old and new bounds of a changed item), in root coordinates.
    ///
    /// Items match by ``ID`` among siblings. A group whose effects are unchanged contributes
    /// only the damage of its children, mapped through its effects; a group whose effects
    /// changed contributes its whole old and new bounds. An item that moved in painting order
    /// relative to its siblings counts as changed. Overlapping rectangles are merged, so the
    /// result is a small set of disjoint rectangles; it is empty when nothing changed.
    ///
    /// - Complexity: O(n log n) in the number of items.
    package func damage(comparedTo old: DisplayList) -> [CGRect] {
        var rects: [CGRect] = []
        Self.diff(old: old.items, new: items, into: &rects)
        return Self.merged(rects)
    }

    private static func diff(old: [Item], new: [Item], into rects: inout [CGRect]) {
        // The common case, the same items in the same order: compare them pairwise (no index
        // to build; the general path below gives the same answer).
        if old.count == new.count, zip(old, new).allSatisfy({ $0.id == $1.id }) {
            for (previous, item) in zip(old, new) { diffKept(previous, item, into: &rects) }
            return
        }
        var oldIndex: [ID: Int] = [:]
        for (index, item) in old.enumerated() { oldIndex[item.id] = index }
        let newIDs = Set(new.map(\.id))
        for item in old where !newIDs.contains(item.id) { rects.append(item.bounds) }

        // Items kept in the same relative order: a longest increasing run of old indices.
        let common = new.compactMap { oldIndex[$0.id] }
        let stayed = Set(longestIncreasingSubsequence(common))

        for item in new {
            guard let index = oldIndex[item.id] else {
                rects.append(item.bounds)
                continue
            }
            let previous = old[index]
            if !stayed.contains(index) {
                rects.append(previous.bounds)
                rects.append(item.bounds)
                continue
            }
            diffKept(previous, item, into: &rects)
        }
    }

    /// The damage of an item kept in place: none when equal; a group with the same effects
    /// gives its children's damage; otherwise the old and new bounds.
    private static func diffKept(_ previous: Item, _ item: Item, into rects: inout [CGRect]) {
        guard previous != item else { return }
        if case .group(let oldGroup) = previous.content, case .group(let newGroup) = item.content,
           oldGroup.effects == newGroup.effects {
            var inner: [CGRect] = []
            diff(old: oldGroup.items, new: newGroup.items, into: &inner)
            rects.append(contentsOf: inner.map(newGroup.effects.map))
        } else {
            rects.append(previous.bounds)
            rects.append(item.bounds)
        }
    }

    /// The values of `sequence` (distinct integers) that form one of its longest increasing
    /// subsequences.
    private static func longestIncreasingSubsequence(_ sequence: [Int]) -> [Int] {
        var tails: [Int] = []          // index into sequence of the smallest tail of each length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (i, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(sequence[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    /// Merges overlapping rectangles until none overlap; drops empty ones.
    private static func merged(_ rects: [CGRect]) -> [CGRect] {
        var pending = rects.filter { !$0.isNull && !$0.isEmpty }
        var result: [CGRect] = []
        while var rect = pending.popLast() {
            var mergedAny = true
            while mergedAny {
                mergedAny = false
                for (index, other) in result.enumerated().reversed() where other.intersects(rect) {
                    rect = rect.union(other)
                    result.remove(at: index)
                    mergedAny = true
                }
            }
            result.append(rect)
        }
        return result.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }
}
