import Foundation

extension Path {
    /// Returns a stroked copy of the path using `style` to define how the stroked outline is
    /// created.
    ///
    /// The result is a union of polygons — one quadrilateral per flattened segment plus the
    /// joins and caps — all wound the same way, so filling it with the non-zero rule paints
    /// exactly the stroke's coverage.
    ///
    /// Differs from SwiftUI: the outline is an approximation (curves flattened to a tenth of a
    /// point, overlapping pieces rather than one contour). Renderers stroke paths directly and
    /// don't use it.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var result = Path()
        for polyline in dashed(flattened(tolerance: 0.1), style: style) {
            var points = polyline.points
            if polyline.isClosed, let first = points.first, points.last != first { points.append(first) }
            points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
            if points.count == 1 {
                if style.lineCap == .round { result.addCounterclockwiseCircle(center: points[0], radius: half) }
                if style.lineCap == .square {
                    result.addWound([CGPoint(x: points[0].x - half, y: points[0].y - half),
                                     CGPoint(x: points[0].x + half, y: points[0].y - half),
                                     CGPoint(x: points[0].x + half, y: points[0].y + half),
                                     CGPoint(x: points[0].x - half, y: points[0].y + half)])
                }
                continue
            }
            for index in 1..<points.count {
                var a = points[index - 1], b = points[index]
                let dx = b.x - a.x, dy = b.y - a.y
                let length = hypot(dx, dy)
                let nx = -dy / length * half, ny = dx / length * half
                if !polyline.isClosed && style.lineCap == .square {
                    let ex = dx / length * half, ey = dy / length * half
                    if index == 1 { a = CGPoint(x: a.x - ex, y: a.y - ey) }
                    if index == points.count - 1 { b = CGPoint(x: b.x + ex, y: b.y + ey) }
                }
                result.addWound([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                                 CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
            }
            // Joins at interior vertices (and at the start of a closed polyline).
            let count = points.count
            let joinIndices = polyline.isClosed ? Array(0..<(count - 1)) : Array(1..<(count - 1))
            for index in joinIndices {
                let previous = points[index == 0 ? count - 2 : index - 1], vertex = points[index], next = points[index + 1]
                result.addJoin(previous: previous, vertex: vertex, next: next, half: half, style: style)
            }
            if !polyline.isClosed && style.lineCap == .round {
                result.addCounterclockwiseCircle(center: points[0], radius: half)
                result.addCounterclockwiseCircle(center: points[count - 1], radius: half)
            }
        }
        return result
    }

    /// Adds a polygon, reversing it if needed so that every polygon winds the same way.
    fileprivate mutating func addWound(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        addLines(area > 0 ? polygon : polygon.reversed())
        closeSubpath()
    }

    fileprivate mutating func addCounterclockwiseCircle(center: CGPoint, radius: CGFloat) {
        let steps = 24
        addWound((0..<steps).map { step in
            let angle = Double(step) / Double(steps) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
    }

    fileprivate mutating func addJoin(previous: CGPoint, vertex: CGPoint, next: CGPoint, half: CGFloat,
                                      style: StrokeStyle) {
        let d1 = CGPoint(x: vertex.x - previous.x, y: vertex.y - previous.y)
        let d2 = CGPoint(x: next.x - vertex.x, y: next.y - vertex.y)
        let l1 = hypot(d1.x, d1.y), l2 = hypot(d2.x, d2.y)
        guard l1 > 0, l2 > 0 else { return }
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-9 * l1 * l2 else { return }
        // The outer side of the turn.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y / l1 * half * sign, y: d1.x / l1 * half * sign)
        let n2 = CGPoint(x: -d2.y / l2 * half * sign, y: d2.x / l2 * half * sign)
        let p1 = CGPoint(x: vertex.x + n1.x, y: vertex.y + n1.y), p2 = CGPoint(x: vertex.x + n2.x, y: vertex.y + n2.y)
        switch style.lineJoin {
        case .round:
            addCounterclockwiseCircle(center: vertex, radius: half)
        case .bevel:
            addWound([vertex, p1, p2])
        case .miter:
            let cosine = (d1.x * d2.x + d1.y * d2.y) / (l1 * l2)
            let theta = acos(Swift.max(-1, Swift.min(1, -cosine)))  // interior angle between the segments
            let miterLength = 1 / Swift.max(sin(theta / 2), 1e-9)
            if miterLength <= style.miterLimit {
                let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                let bisectorLength = hypot(bisector.x, bisector.y)
                let tip = CGPoint(x: vertex.x + bisector.x / bisectorLength * half * miterLength,
                                  y: vertex.y + bisector.y / bisectorLength * half * miterLength)
                addWound([vertex, p1, tip, p2])
            } else {
                addWound([vertex, p1, p2])
            }
        }
    }

    /// Cuts polylines into the dashes of `style.dash` (unchanged when there is no dash).
    private func dashed(_ polylines: [Polyline], style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { Swift.max(0, $0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return polylines }
        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern[index % pattern.count] {
                phase -= pattern[index % pattern.count]
                index += 1
            }
            var remaining = pattern[index % pattern.count] - phase
            var isOn = index % 2 == 0
            var current: [CGPoint] = isOn ? [points[0]] : []
            for i in 1..<Swift.max(1, points.count) {
                var a = points[i - 1]
                let b = points[i]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let split = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if isOn {
                        current.append(split)
                        result.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [split]
                    }
                    isOn.toggle()
                    index += 1
                    length -= remaining
                    a = split
                    remaining = pattern[index % pattern.count]
                }
                remaining -= length
                if isOn { current.append(b) }
            }
            if isOn, current.count > 1 { result.append(Polyline(points: current, isClosed: false)) }
        }
        return result
    }
}
