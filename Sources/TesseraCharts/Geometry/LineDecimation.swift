import Foundation

/// Thins a long line to what a screen can show: of the points that fall in one pixel
/// column, only the first, the lowest, the highest and the last are kept, in order, so the
/// line's silhouette is unchanged.
package enum LineDecimation {
    /// `points` reduced to at most four per pixel column when there are more than two points
    /// per column on average; otherwise `points` unchanged.
    ///
    /// - Complexity: O(n).
    package static func decimate(_ points: [CGPoint], columnWidth: CGFloat = 1) -> [CGPoint] {
        guard points.count > 4, let first = points.first, let last = points.last else { return points }
        let span = abs(last.x - first.x)
        guard CGFloat(points.count) > 2 * span / columnWidth else { return points }
        var result: [CGPoint] = []
        result.reserveCapacity(Int(span / columnWidth) * 4 + 4)
        var column = (first.x / columnWidth).rounded(.down)
        var bucket = (first: first, low: first, high: first, last: first)
        func flush() {
            result.append(bucket.first)
            let middle = bucket.low.x <= bucket.high.x ? [bucket.low, bucket.high] : [bucket.high, bucket.low]
            for point in middle where point != result.last { result.append(point) }
            if bucket.last != result.last { result.append(bucket.last) }
        }
        for point in points.dropFirst() {
            let pointColumn = (point.x / columnWidth).rounded(.down)
            if pointColumn != column {
                flush()
                column = pointColumn
                bucket = (point, point, point, point)
            } else {
                if point.y < bucket.low.y { bucket.low = point }
                if point.y > bucket.high.y { bucket.high = point }
                bucket.last = point
            }
        }
        flush()
        return result
    }
}
