/// The indices of a series' marks, in data order, stored as ranges of consecutive indices: a
/// line of 100,000 marks collected in a row is one range, not 100,000 integers.
package struct MarkIndices: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// Maximal ranges of consecutive indices (adjacent ranges are always merged, so equal
    /// collections have equal ranges).
    private var ranges: [Range<Int>] = []
    /// The position of each range's first index in the collection.
    private var starts: [Int] = []
    package private(set) var count = 0

    package init() {}

    package init(arrayLiteral indices: Int...) {
        for index in indices { append(index) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "MarkIndices position out of range")
        let range = starts.segment(containing: position)
        return ranges[range].lowerBound + (position - starts[range])
    }

    /// Adds `index` at the end.
    package mutating func append(_ index: Int) {
        append(contentsOf: index..<(index + 1))
    }

    /// Adds the consecutive `indices` at the end.
    package mutating func append(contentsOf indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        if let last = ranges.last, last.upperBound == indices.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<indices.upperBound
        } else {
            starts.append(count)
            ranges.append(indices)
        }
        count += indices.count
    }

    /// Visits the indices range by range, without a search per element.
    package func makeIterator() -> FlattenSequence<[Range<Int>]>.Iterator {
        ranges.joined().makeIterator()
    }
}
