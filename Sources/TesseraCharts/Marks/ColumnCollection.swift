/// Collecting a run of line or point marks made from a collection straight into two columns of
/// doubles.
///
/// The loop is inlinable: `Chart(data) { LineMark(…) }` (an inlinable initializer) makes it
/// in the calling module, where it is specialized for the data and the mark type — reading an
/// element, calling the user's closure and appending two doubles are then a few instructions,
/// instead of generic copies through value witnesses per point. A `ForEach` inside a builder
/// uses the same loop, unspecialized.
@usableFromInline
package enum ColumnCollection {
    /// The collection of `Chart(data) { … }`'s marks, specialized for `Data` and `C` when `C` is
    /// `LineMark` or `PointMark`; nil for any other content.
    @inlinable @MainActor
    package static func specialized<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, _ content: @escaping (Data.Element) -> C
    ) -> (@MainActor (inout MarkCollector) -> Void)? {
        if C.self == LineMark.self {
            return { collector in
                collect(count: data.count, kind: .line, into: &collector) {
                    unsafeBitCast(content(data[data.index(data.startIndex, offsetBy: $0)]), to: LineMark.self).compact
                }
            }
        }
        if C.self == PointMark.self {
            return { collector in
                collect(count: data.count, kind: .point, into: &collector) {
                    unsafeBitCast(content(data[data.index(data.startIndex, offsetBy: $0)]), to: PointMark.self).compact
                }
            }
        }
        return nil
    }

    /// Collects the mark `mark` makes for each position `0..<count` (the data's elements, in
    /// order) into columns, adding them to `collector` in bulk; a mark that doesn't fit the
    /// columns (a category, a range, a non-finite value) is added on its own between them.
    @inlinable @MainActor
    package static func collect(count: Int, kind: MarkKind, into collector: inout MarkCollector, _ mark: (Int) -> CompactMark) {
        var position = 0
        while position < count {
            var columns = PlainColumns(kind: kind)
            let misfit = columns.fill(from: &position, to: count, mark)
            collector.add(columns)
            guard let misfit else { break }
            collector.add(misfit, kind: kind)
        }
    }
}
