/// Which items of a lazy container share a line: in a stack, one item per line; in a grid,
/// one item per track, except that a `Section`'s header and footer items take a line of
/// their own each (spanning every track) and a section's first cell starts a new line, as in
/// SwiftUI's lazy grids.
///
/// The map is a list of runs of items laid out at the same number per line (O(sections)
/// runs), so the look-ups below are O(log runs) and no row is built to answer them.
struct LazyLineMap: Equatable {
    /// Consecutive items laid out `perLine` to a line, from `firstLine` on.
    struct Run: Equatable {
        var items: Range<Int>
        var firstLine: Int
        var perLine: Int
        /// A section header or footer: each item takes a whole line, across every track.
        var spansTracks: Bool

        var lineCount: Int { (items.count + perLine - 1) / perLine }
    }

    private(set) var runs: [Run] = []

    /// `itemCount` items, `perLine` to a line, except the items in `ownLines` (ascending,
    /// non-overlapping ranges), which take a line each.
    init(itemCount: Int, perLine: Int, ownLines: [Range<Int>] = []) {
        var next = 0, line = 0
        func append(_ items: Range<Int>, perLine: Int, spans: Bool) {
            guard !items.isEmpty else { return }
            let run = Run(items: items, firstLine: line, perLine: perLine, spansTracks: spans)
            runs.append(run)
            line += run.lineCount
        }
        for range in ownLines {
            let clamped = max(range.lowerBound, next)..<min(range.upperBound, itemCount)
            guard !clamped.isEmpty else { continue }
            append(next..<clamped.lowerBound, perLine: perLine, spans: false)
            append(clamped, perLine: 1, spans: perLine > 1)
            next = clamped.upperBound
        }
        append(next..<itemCount, perLine: perLine, spans: false)
    }

    var itemCount: Int { runs.last?.items.upperBound ?? 0 }
    var lineCount: Int { runs.last.map { $0.firstLine + $0.lineCount } ?? 0 }

    /// The run holding item `item` (the last one for an item past the end).
    private func run(ofItem item: Int) -> Run? {
        index(in: runs.count) { runs[$0].items.lowerBound <= item }.map { runs[$0] }
    }

    private func run(ofLine line: Int) -> Run? {
        index(in: runs.count) { runs[$0].firstLine <= line }.map { runs[$0] }
    }

    /// The last index below `count` for which `isAtOrBefore` holds (it holds for a prefix).
    private func index(in count: Int, _ isAtOrBefore: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if isAtOrBefore(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line of item `item`.
    func line(ofItem item: Int) -> Int {
        guard let run = run(ofItem: item) else { return 0 }
        return run.firstLine + (item - run.items.lowerBound) / run.perLine
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        guard let run = run(ofLine: line) else { return 0..<0 }
        let first = run.items.lowerBound + (line - run.firstLine) * run.perLine
        return min(first, run.items.upperBound)..<min(first + run.perLine, run.items.upperBound)
    }

    /// The items of `lines`.
    func items(ofLines lines: Range<Int>) -> Range<Int> {
        guard !lines.isEmpty else { return 0..<0 }
        return items(ofLine: lines.lowerBound).lowerBound..<items(ofLine: lines.upperBound - 1).upperBound
    }

    /// Where item `item` sits in its line: its track, or `nil` when it spans every track.
    func track(ofItem item: Int) -> Int? {
        guard let run = run(ofItem: item) else { return 0 }
        return run.spansTracks ? nil : (item - run.items.lowerBound) % run.perLine
    }
}

extension ViewNode {
    /// The items of the section headers and footers among this content node's subviews (each
    /// a range, ascending): those of the outermost `Section`s found through built nodes. The
    /// rows of a `ForEach` that builds them on demand are not looked into (they are items).
    ///
    /// - Complexity: O(built nodes above the items); no row is built.
    func sectionHeaderAndFooterItems() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        func visit(_ node: ViewNode) {
            if node.viewIs((any SectionView).self), node.children.count == 3 {
                let count = node.subviewCount
                let header = min(node.children[0].subviewCount, count)
                let footer = min(node.children[2].subviewCount, count - header)
                if header > 0 { result.append(index..<(index + header)) }
                if footer > 0 { result.append((index + count - footer)..<(index + count)) }
                index += count
                return
            }
            switch node.subviewBehavior {
            case .transparent:
                node.children.forEach(visit)
            case .elements where (node.payload as? ForEachState)?.rowSubviewCount == nil:
                node.children.forEach(visit)
            default:
                index += node.subviewCount
            }
        }
        visit(self)
        return result
    }
}
