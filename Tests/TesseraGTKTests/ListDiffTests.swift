import Testing
@testable import TesseraGTK
@testable import TesseraExamples

/// The karaoke board's SplitMix64 generator, seeded, so a failing case can be replayed.
typealias SeededGenerator = SeededRandom
extension SeededRandom: RandomNumberGenerator {}

/// The best a diff can do, by brute force over all chains of common items: the most items
/// kept, then the fewest gaps (splices). O(k²) in the number of common items.
func oracle<T: Hashable>(_ old: [T], _ new: [T], replacing replaced: Set<T> = []) -> (kept: Int, splices: Int) {
    let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
    let pairs = old.enumerated().compactMap { i, item -> (Int, Int)? in
        guard !replaced.contains(item), let j = newIndex[item] else { return nil }
        return (i, j)
    }
    if pairs.isEmpty { return (0, old.isEmpty && new.isEmpty ? 0 : 1) }
    // best[e] = (length, gaps) of the best chain ending at pair e, gaps counted before e.
    var best: [(length: Int, gaps: Int)] = []
    func better(_ a: (Int, Int), _ b: (Int, Int)) -> Bool { a.0 != b.0 ? a.0 > b.0 : a.1 < b.1 }
    for (e, pair) in pairs.enumerated() {
        var mine = (1, pair == (0, 0) ? 0 : 1)
        for p in 0..<e where pairs[p].0 < pair.0 && pairs[p].1 < pair.1 {
            let adjacent = pairs[p].0 == pair.0 - 1 && pairs[p].1 == pair.1 - 1
            let candidate = (best[p].length + 1, best[p].gaps + (adjacent ? 0 : 1))
            if better(candidate, mine) { mine = candidate }
        }
        best.append(mine)
    }
    var overall = (0, Int.max)
    for (e, pair) in pairs.enumerated() {
        let atEnd = pair.0 == old.count - 1 && pair.1 == new.count - 1
        let total = (best[e].length, best[e].gaps + (atEnd ? 0 : 1))
        if better(total, overall) { overall = total }
    }
    return overall
}

/// Random edits of a list of unique numbers: inserts, deletes, moves and reloads.
func randomEdit(of old: [Int], next: inout Int, using random: inout SeededGenerator) -> (new: [Int], reloaded: Set<Int>) {
    var list = old
    var reloaded = Set<Int>()
    for _ in 0..<Int.random(in: 0...6, using: &random) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                next += 1
                list.insert(next, at: Int.random(in: 0...list.count, using: &random))
            }
        case 1 where !list.isEmpty:
            list.remove(at: Int.random(in: 0..<list.count, using: &random))
        case 2 where !list.isEmpty:
            let item = list.remove(at: Int.random(in: 0..<list.count, using: &random))
            list.insert(item, at: Int.random(in: 0...list.count, using: &random))
        case 3 where !list.isEmpty:
            reloaded.insert(list[Int.random(in: 0..<list.count, using: &random)])
        default:
            break
        }
    }
    return (list, reloaded.filter { old.contains($0) && list.contains($0) })
}

func applying<T>(_ splices: [ListDiff<T>.Splice], to list: [T]) -> [T] {
    var result = list
    for splice in splices {
        result.replaceSubrange(splice.position..<(splice.position + splice.removedCount), with: splice.inserted)
    }
    return result
}

@Suite("ListDiff: the fewest splices between two lists of identifiers")
struct ListDiffTests {
    @Test("2,000 random edit sequences: the splices give the new list, keep the most items, and are the fewest")
    func randomizedEdits() {
        var random = SeededGenerator(seed: 0x7E55E7A)
        var next = 1_000
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...24, using: &random)).map { _ in next += 1; return next }
            let (new, reloaded) = randomEdit(of: old, next: &next, using: &random)
            let diff = ListDiff(from: old, to: new, replacing: reloaded)
            #expect(applying(diff.splices, to: old) == new, "old \(old) new \(new)")
            let best = oracle(old, new, replacing: reloaded)
            #expect(diff.keptCount == best.kept, "old \(old) new \(new) reloaded \(reloaded)")
            #expect(diff.splices.count == best.splices, "old \(old) new \(new) reloaded \(reloaded): \(diff.splices)")
            // A reloaded item is never kept: it is removed and inserted again.
            for item in reloaded {
                #expect(diff.splices.contains { $0.inserted.contains(item) })
            }
        }
    }

    @Test("long lists with a few edits (runs of neighbours kept whole): still the most items kept and the fewest splices")
    func longListsFewEdits() {
        var random = SeededGenerator(seed: 0x100C)
        var next = 100_000
        for _ in 0..<20 {
            let old = Array(0..<Int.random(in: 200...600, using: &random))
            var (new, reloaded) = randomEdit(of: old, next: &next, using: &random)
            (new, reloaded) = randomEdit(of: new, next: &next, using: &random)
            reloaded = reloaded.filter { old.contains($0) }
            let diff = ListDiff(from: old, to: new, replacing: reloaded)
            #expect(applying(diff.splices, to: old) == new)
            let best = oracle(old, new, replacing: reloaded)
            #expect(diff.keptCount == best.kept)
            #expect(diff.splices.count == best.splices)
            // The row-key path (dense UInt keys) agrees.
            let keyed = ListDiff(from: old.map(UInt.init), to: new.map(UInt.init))
            #expect(applying(keyed.splices, to: old.map(UInt.init)) == new.map(UInt.init))
            #expect(keyed.keptCount == oracle(old, new).kept)
        }
    }

    @Test("equal lists need no splice; a move is two splices; a swap of neighbours is two")
    func smallCases() {
        #expect(ListDiff(from: [1, 2, 3], to: [1, 2, 3]).splices.isEmpty)
        #expect(ListDiff(from: [Int](), to: []).splices.isEmpty)
        #expect(ListDiff(from: [1, 2, 3, 4, 5], to: [1, 3, 4, 5, 2]).splices.count == 2)
        #expect(ListDiff(from: [1, 2], to: [2, 1]).splices.count == 2)
        let insert = ListDiff(from: [1, 2, 3], to: [1, 9, 8, 2, 3])
        #expect(insert.splices == [.init(position: 1, removedCount: 0, inserted: [9, 8])])
        let replace = ListDiff(from: [1, 2, 3], to: [1, 2, 3], replacing: [2])
        #expect(replace.splices == [.init(position: 1, removedCount: 1, inserted: [2])])
    }
}
