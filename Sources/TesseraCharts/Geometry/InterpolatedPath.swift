import Foundation

/// The path through a series' points for an interpolation method: straight segments,
/// splines (Catmull-Rom, cardinal, monotone cubic) or steps.
package enum InterpolatedPath {
    /// A path through `points` joined by `method`; `continuing` adds to an existing path
    /// (an area's outline) instead of starting a new one.
    package static func path(through points: [CGPoint], method: InterpolationMethod, continuing: Path? = nil) -> Path {
        var path = continuing ?? Path()
        guard let first = points.first else { return path }
        if continuing == nil { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return path }
        switch method.storage {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for index in 1..<points.count {
                let a = points[index - 1], b = points[index]
                switch method.storage {
                case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let middle = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: a.y))
                    path.addLine(to: CGPoint(x: middle, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal:
            var tension: CGFloat = 0
            if case .cardinal(let value) = method.storage { tension = CGFloat(value) }
            let scale = (1 - tension) / 6
            for index in 1..<points.count {
                let p0 = points[max(0, index - 2)], p1 = points[index - 1], p2 = points[index]
                let p3 = points[min(points.count - 1, index + 1)]
                path.addCurve(to: p2,
                              control1: CGPoint(x: p1.x + (p2.x - p0.x) * scale, y: p1.y + (p2.y - p0.y) * scale),
                              control2: CGPoint(x: p2.x - (p3.x - p1.x) * scale, y: p2.y - (p3.y - p1.y) * scale))
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            for index in 1..<points.count {
                let a = points[index - 1], b = points[index]
                let dx = (b.x - a.x) / 3
                path.addCurve(to: b, control1: CGPoint(x: a.x + dx, y: a.y + tangents[index - 1] * dx),
                              control2: CGPoint(x: b.x - dx, y: b.y - tangents[index] * dx))
            }
        }
        return path
    }

    /// Fritsch–Carlson tangents: slopes that keep a monotone run of points monotone.
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let count = points.count
        var slopes = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            slopes[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<(count - 1) {
            tangents[index] = slopes[index - 1] * slopes[index] <= 0 ? 0 : (slopes[index - 1] + slopes[index]) / 2
        }
        for index in 0..<(count - 1) where slopes[index] != 0 {
            let a = tangents[index] / slopes[index], b = tangents[index + 1] / slopes[index]
            let sum = a * a + b * b
            if sum > 9 {
                let t = 3 / sum.squareRoot()
                tangents[index] = t * a * slopes[index]
                tangents[index + 1] = t * b * slopes[index]
            }
        }
        return tangents
    }
}
