extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection (what an
    /// `onDelete` action usually does).
    ///
    /// - Complexity: O(n).
    public mutating func remove(atOffsets offsets: IndexSet) {
        var offset = 0
        var kept = Self()
        for element in self {
            if !offsets.contains(offset) { kept.append(element) }
            offset += 1
        }
        self = kept
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (what an `onMove` action usually does).
    ///
    /// - Complexity: O(n).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 < elements.count }.map { elements[$0] }
        var rest: [Element] = []
        var insertion = destination
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            rest.append(element)
        }
        insertion -= source.filter { $0 < destination }.count
        rest.insert(contentsOf: moved, at: Swift.max(0, Swift.min(insertion, rest.count)))
        var index = startIndex
        for element in rest {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
