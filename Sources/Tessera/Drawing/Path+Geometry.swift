import Foundation

extension Path {
    /// A rectangle containing all path segments: the tight bounds of the curves, not of their
    /// control points. `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var box = Extent()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.include(p); current = p; start = p
            case .line(let p):
                box.include(p); current = p
            case .quadCurve(let p, let c):
                box.include(p)
                // A curve lies in the hull of its points: with its control point already inside
                // the box, its extrema are too.
                if !box.contains(c) { Self.includeQuadExtrema(current, c, p, in: &box) }
                current = p
            case .curve(let p, let c1, let c2):
                box.include(p)
                if !box.contains(c1) || !box.contains(c2) { Self.includeCubicExtrema(current, c1, c2, p, in: &box) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard box.minX <= box.maxX else { return .null }
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }

    /// The smallest axis-aligned box around the points included so far.
    private struct Extent {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

        mutating func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }

        func contains(_ p: CGPoint) -> Bool {
            p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
        }
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

    /// Includes the points of a quadratic curve where its x or y is extremal, for parameters in (0, 1).
    private static func includeQuadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, in box: inout Extent) {
        func axis(_ a: CGFloat, _ b: CGFloat, _ d: CGFloat) {
            let denominator = a - 2 * b + d
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { box.include(quadPoint(p0, c, p1, t)) }
            }
        }
        axis(p0.x, c.x, p1.x)
        axis(p0.y, c.y, p1.y)
    }

    /// Includes the points of a cubic curve where its x or y is extremal, for parameters in (0, 1).
    private static func includeCubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
                                            in box: inout Extent) {
        func include(_ t: CGFloat) {
            if t > 0 && t < 1 { box.include(cubicPoint(p0, c1, c2, p1, t)) }
        }
        func axis(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) {
            // Derivative: 3[(−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)]
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { include(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    include((-qb + root) / (2 * qa))
                    include((-qb - root) / (2 * qa))
                }
            }
        }
        axis(p0.x, c1.x, c2.x, p1.x)
        axis(p0.y, c1.y, c2.y, p1.y)
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
