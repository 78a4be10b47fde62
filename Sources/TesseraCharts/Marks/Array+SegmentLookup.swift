extension Array where Element == Int {
    /// In an ascending list of segment starts (the position of each segment's first element,
    /// the first one 0), the segment that holds `position`: the last start at or before it.
    /// A binary search, O(log n).
    func segment(containing position: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
