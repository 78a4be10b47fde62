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
            return { collector in collect(data, kind: .line, into: &collector) { unsafeBitCast(content($0), to: LineMark.self).compact } }
        }
        if C.self == PointMark.self {
            return { collector in collect(data, kind: .point, into: &collector) { unsafeBitCast(content($0), to: PointMark.self).compact } }
        }
        return nil
    }

    /// Collects the mark `mark` makes for each element of `data` into columns, adding them to
    /// `collector` in bulk; a mark that doesn't fit the columns (a category, a range, a
    /// non-finite value) is added on its own between them.
    @inlinable @MainActor
    package static func collect<Data: Collection>(_ data: Data, kind: MarkKind, into collector: inout MarkCollector,
                                                  _ mark: (Data.Element) -> CompactMark) {
        var index = data.startIndex
        var remaining = data.count
        while index != data.endIndex {
            var columns = PlainColumns(kind: kind)
            let misfit = columns.fill(from: data, at: &index, capacity: remaining, mark)
            remaining -= columns.xs.count + (misfit == nil ? 0 : 1)
            collector.add(columns)
            guard let misfit else { break }
            collector.add(misfit, kind: kind)
        }
    }
}
