import Foundation

extension Path {
    /// A rectangle containing all path segments: the tight bounds of the curves, not of their
    /// control points. `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p); current = p; start = p
            case .line(let p):
                include(p); current = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Self.quadExtrema(current, c, p) { include(Self.quadPoint(current, c, p, t)) }
                current = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Self.cubicExtrema(current, c1, c2, p) { include(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Returns true if the path contains a specified point.
    ///
    /// Curves are flattened to within a hundredth of a point.
    /// - Parameter eoFill: Whether to use the even-odd rule (otherwise non-zero winding).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in flattened(tolerance: 0.01) {
            let points = polygon.points
            guard points.count > 1 else { continue }
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// One subpath as a polyline.
    package struct Polyline: Equatable, Sendable {
        package var points: [CGPoint]
        package var isClosed: Bool
    }

    /// The subpaths as polylines whose points stay within `tolerance` of the curves.
    ///
    /// - Complexity: O(number of elements × segments per curve).
    package func flattened(tolerance: CGFloat = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]; current = p
            case .line(let p):
                points.append(p); current = p
            case .quadCurve(let p, let c):
                let n = Self.segmentCount(tolerance: tolerance, current, c, p)
                for i in 1...n { points.append(Self.quadPoint(current, c, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .curve(let p, let c1, let c2):
                let n = Self.segmentCount(tolerance: tolerance, current, c1, c2, p)
                for i in 1...n { points.append(Self.cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .closeSubpath:
                let start = points.first ?? current
                finish(closed: true)
                points = [start]; current = start
            }
        }
        if points.count > 1 { finish(closed: false) }
        return result
    }

    // MARK: - Bézier helpers

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic curve's x or y is extremal.
    private static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// Parameters in (0, 1) where a cubic curve's x or y is extremal.
    private static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative: 3[(−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)]
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    ts.append((-qb + root) / (2 * qa))
                    ts.append((-qb - root) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    /// Enough straight segments that a curve with these control points stays within `tolerance`.
    private static func segmentCount(tolerance: CGFloat, _ points: CGPoint...) -> Int {
        var length: CGFloat = 0
        for index in 1..<points.count {
            length += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
        }
        guard length.isFinite else { return 1 }
        return Swift.max(1, Swift.min(256, Int((length / Swift.max(tolerance, 1e-3)).squareRoot().rounded(.up))))
    }
}
