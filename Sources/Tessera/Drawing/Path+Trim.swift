import Foundation

extension Path {
    /// Returns a partial copy of the path.
    ///
    /// The returned path contains the region between `from` and `to`, both of which must be
    /// fractions between zero and one of the path's total length (arc length, with curves
    /// measured by flattening). A subpath's `closeSubpath` counts as the line back to its
    /// start; in the result, it is a plain line.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = Swift.max(0, Swift.min(1, from)), to = Swift.max(0, Swift.min(1, to))
        guard from < to else { return Path() }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 ? self : Path() }
        if from == 0 && to == 1 { return self }
        let startLength = from * total, endLength = to * total
        var result = Path()
        var offset: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { offset += segment.length }
            let segmentEnd = offset + segment.length
            guard segmentEnd > startLength, offset < endLength, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: Swift.max(0, startLength - offset))
            let t1 = segment.parameter(atLength: Swift.min(segment.length, endLength - offset))
            let piece = segment.split(from: t0, to: t1)
            if lastEnd == nil || segment.startsSubpath || lastEnd != piece.start {
                result.move(to: piece.start)
            }
            result.append(piece.element)
            lastEnd = piece.end
            if segment.endsSubpath { lastEnd = nil }
        }
        return result
    }
}

/// One drawable segment of a path, with its arc-length table, for trimming.
private struct TrimSegment {
    enum Kind { case line, quad, cubic }
    var kind: Kind
    var points: [CGPoint]
    var startsSubpath: Bool
    var endsSubpath = false
    /// Cumulative lengths at evenly spaced parameters 0, 1/n, …, 1.
    var table: [CGFloat] = []
    var length: CGFloat { table.last ?? 0 }

    static let samples = 32

    init(kind: Kind, points: [CGPoint], startsSubpath: Bool) {
        self.kind = kind
        self.points = points
        self.startsSubpath = startsSubpath
        let n = kind == .line ? 1 : Self.samples
        var previous = points[0]
        table = [0]
        for i in 1...n {
            let p = point(at: CGFloat(i) / CGFloat(n))
            table.append(table[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
    }

    func point(at t: CGFloat) -> CGPoint {
        switch kind {
        case .line:
            CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
        case .quad: Path.quadPoint(points[0], points[1], points[2], t)
        case .cubic: Path.cubicPoint(points[0], points[1], points[2], points[3], t)
        }
    }

    /// The parameter at which the segment has covered `length`.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        guard length < self.length else { return 1 }
        let n = table.count - 1
        var index = 1
        while index < n && table[index] < length { index += 1 }
        let before = table[index - 1], after = table[index]
        let fraction = after > before ? (length - before) / (after - before) : 0
        return (CGFloat(index - 1) + fraction) / CGFloat(n)
    }

    /// The piece of the segment between parameters `t0` and `t1`, as a path element.
    func split(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, end: CGPoint, element: Path.Element) {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        /// The part of a Bézier curve (any degree) after parameter t.
        func tail(_ controls: [CGPoint], _ t: CGFloat) -> [CGPoint] {
            var levels = [controls]
            while levels.last!.count > 1 {
                let last = levels.last!
                levels.append((0..<(last.count - 1)).map { lerp(last[$0], last[$0 + 1], t) })
            }
            return levels.reversed().map { $0.last! }
        }
        /// The part of a Bézier curve before parameter t.
        func head(_ controls: [CGPoint], _ t: CGFloat) -> [CGPoint] {
            var levels = [controls]
            while levels.last!.count > 1 {
                let last = levels.last!
                levels.append((0..<(last.count - 1)).map { lerp(last[$0], last[$0 + 1], t) })
            }
            return levels.map { $0.first! }
        }
        var controls = head(points, t1)
        if t0 > 0, t1 > 0 { controls = tail(controls, t0 / t1) }
        let element: Path.Element
        switch kind {
        case .line: element = .line(to: controls[1])
        case .quad: element = .quadCurve(to: controls[2], control: controls[1])
        case .cubic: element = .curve(to: controls[3], control1: controls[1], control2: controls[2])
        }
        return (controls.first!, controls.last!, element)
    }

    static func segments(of path: Path) -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var atSubpathStart = true
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; start = p; atSubpathStart = true
            case .line(let p):
                segments.append(TrimSegment(kind: .line, points: [current, p], startsSubpath: atSubpathStart))
                current = p; atSubpathStart = false
            case .quadCurve(let p, let c):
                segments.append(TrimSegment(kind: .quad, points: [current, c, p], startsSubpath: atSubpathStart))
                current = p; atSubpathStart = false
            case .curve(let p, let c1, let c2):
                segments.append(TrimSegment(kind: .cubic, points: [current, c1, c2, p], startsSubpath: atSubpathStart))
                current = p; atSubpathStart = false
            case .closeSubpath:
                if current != start {
                    segments.append(TrimSegment(kind: .line, points: [current, start], startsSubpath: atSubpathStart))
                }
                if !segments.isEmpty { segments[segments.count - 1].endsSubpath = true }
                current = start; atSubpathStart = true
            }
        }
        return segments
    }
}
