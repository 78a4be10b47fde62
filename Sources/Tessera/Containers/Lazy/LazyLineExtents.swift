import Foundation

/// Where the lines of a lazy container (a stack's rows, a grid's rows of cells) start along
/// its axis, from the lengths measured so far and an estimate for the others.
///
/// Only measured lines are stored (sparsely, sorted by index, with running sums), so a
/// million-line container costs what it has measured. A line that was never measured is
/// estimated at the average measured length. The start of line `i` is
/// `i × spacing + Σ measured lengths before i + (unmeasured lines before i) × estimate`.
///
/// - Complexity: `offset(ofLine:)` O(log m) for m measured lines; `line(at:)` O(log n · log m);
///   recording a new or changed length O(m).
struct LazyLineExtents {
    /// The gap between two lines.
    var spacing: CGFloat = 0
    /// The length given to lines before any is measured.
    var defaultEstimate: CGFloat = 0

    private var indices: [Int] = []
    private var lengths: [CGFloat] = []
    /// `prefix[k]` = sum of `lengths[0..<k]`.
    private var prefix: [CGFloat] = [0]

    /// The number of measured lines.
    var measuredCount: Int { indices.count }

    /// The length of an unmeasured line: the average measured length.
    var estimate: CGFloat {
        indices.isEmpty ? defaultEstimate : prefix[indices.count] / CGFloat(indices.count)
    }

    /// The number of measured lines with an index below `line`.
    private func measuredBefore(_ line: Int) -> Int {
        var low = 0, high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if indices[mid] < line { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The measured length of `line`, if measured.
    func measuredLength(ofLine line: Int) -> CGFloat? {
        let k = measuredBefore(line)
        return k < indices.count && indices[k] == line ? lengths[k] : nil
    }

    /// The length of `line`: measured, or estimated.
    func length(ofLine line: Int) -> CGFloat { measuredLength(ofLine: line) ?? estimate }

    /// Where `line` starts.
    func offset(ofLine line: Int) -> CGFloat {
        let k = measuredBefore(line)
        return CGFloat(line) * spacing + prefix[k] + CGFloat(line - k) * estimate
    }

    /// The total length of `count` lines.
    func totalLength(lineCount count: Int) -> CGFloat {
        count == 0 ? 0 : offset(ofLine: count) - spacing
    }

    /// The line at `position` (the last line starting at or before it), clamped to
    /// `0..<count`.
    func line(at position: CGFloat, lineCount count: Int) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offset(ofLine: mid) <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Records the measured length of `line`. Returns whether anything changed.
    @discardableResult
    mutating func record(_ length: CGFloat, forLine line: Int) -> Bool {
        let k = measuredBefore(line)
        if k < indices.count && indices[k] == line {
            guard lengths[k] != length else { return false }
            lengths[k] = length
        } else {
            indices.insert(line, at: k)
            lengths.insert(length, at: k)
            prefix.append(0)
        }
        for t in k..<indices.count { prefix[t + 1] = prefix[t] + lengths[t] }
        return true
    }

    /// Forgets every measurement (the data changed under the indices), keeping their average
    /// as the estimate (an estimate of 0 would put every line at the top).
    mutating func removeAllMeasurements() {
        defaultEstimate = estimate
        indices.removeAll()
        lengths.removeAll()
        prefix = [0]
    }
}
