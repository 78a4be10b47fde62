import Foundation

extension Path {
    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis (downwards
    /// on screen). As in SwiftUI (which inherits Core Graphics' y-up convention),
    /// `clockwise: false` sweeps towards increasing angles — clockwise on screen — and
    /// `clockwise: true` towards decreasing ones. If the path has a current point, a line
    /// joins it to the arc's start; otherwise the arc starts a new subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if abs(sweep) >= twoPi {
            sweep = clockwise ? -twoPi : twoPi
        } else if !clockwise, sweep < 0 {
            sweep += twoPi
        } else if clockwise, sweep > 0 {
            sweep -= twoPi
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    ///
    /// The arc is tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let start = currentPoint.map { $0.applying(transform.inverted()) } ?? tangent1End
        let v1 = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: tangent1End.applying(transform)); return }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9 else { addLine(to: tangent1End.applying(transform)); return }
        let distance = radius / tan(angle / 2)
        let p1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let p2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let a1 = atan2(p1.y - center.y, p1.x - center.x)
        var sweep = atan2(p2.y - center.y, p2.x - center.x) - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936  // 4/3·(√2 − 1): a quarter circle as one cubic
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: pt(cx + rx, cy))
        addCurve(to: pt(cx, cy + ry), control1: pt(cx + rx, cy + k * ry), control2: pt(cx + k * rx, cy + ry))
        addCurve(to: pt(cx - rx, cy), control1: pt(cx - k * rx, cy + ry), control2: pt(cx - rx, cy + k * ry))
        addCurve(to: pt(cx, cy - ry), control1: pt(cx - rx, cy - k * ry), control2: pt(cx - k * rx, cy - ry))
        addCurve(to: pt(cx + rx, cy), control1: pt(cx + k * rx, cy - ry), control2: pt(cx + rx, cy - k * ry))
        closeSubpath()
    }

    /// Adds a rounded rectangle to the path.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // A move, four lines, up to twelve curves and a close: one allocation for a new path.
        if isEmpty { reserveElements(18) }
        let width = max(0, min(cornerSize.width, r.width / 2))
        let height = max(0, min(cornerSize.height, r.height / 2))
        if style == .continuous, width == height, width > 0 {
            addContinuousRoundedRect(in: r, radii: RectangleCornerRadii(uniform: width), transform: transform)
        } else {
            addCircularRoundedRect(in: r, radii: [CGSize](repeating: CGSize(width: width, height: height), count: 4),
                                   transform: transform)
        }
    }

    /// Adds a rounded rectangle with a specific radius for each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        if isEmpty { reserveElements(18) }
        let limit = min(r.width, r.height) / 2
        let radii = RectangleCornerRadii(topLeading: max(0, min(cornerRadii.topLeading, limit)),
                                         bottomLeading: max(0, min(cornerRadii.bottomLeading, limit)),
                                         bottomTrailing: max(0, min(cornerRadii.bottomTrailing, limit)),
                                         topTrailing: max(0, min(cornerRadii.topTrailing, limit)))
        if style == .continuous {
            addContinuousRoundedRect(in: r, radii: radii, transform: transform)
        } else {
            addCircularRoundedRect(in: r, radii: [radii.topLeading, radii.topTrailing, radii.bottomTrailing,
                                                  radii.bottomLeading].map { CGSize(width: $0, height: $0) },
                                   transform: transform)
        }
    }

    // MARK: - Building blocks

    /// Appends an arc as cubic curves of at most a quarter turn each.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
                                    transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        guard sweep != 0, radius > 0 else { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            angle = next
        }
    }

    /// Corners in the order top-leading, top-trailing, bottom-trailing, bottom-leading, each an
    /// elliptical quarter of the given size.
    private mutating func addCircularRoundedRect(in r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let k: CGFloat = 0.5522847498307936
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: pt(r.minX + tl.width, r.minY))
        addLine(to: pt(r.maxX - tr.width, r.minY))
        if tr.width > 0 || tr.height > 0 {
            addCurve(to: pt(r.maxX, r.minY + tr.height), control1: pt(r.maxX - tr.width * (1 - k), r.minY),
                     control2: pt(r.maxX, r.minY + tr.height * (1 - k)))
        }
        addLine(to: pt(r.maxX, r.maxY - br.height))
        if br.width > 0 || br.height > 0 {
            addCurve(to: pt(r.maxX - br.width, r.maxY), control1: pt(r.maxX, r.maxY - br.height * (1 - k)),
                     control2: pt(r.maxX - br.width * (1 - k), r.maxY))
        }
        addLine(to: pt(r.minX + bl.width, r.maxY))
        if bl.width > 0 || bl.height > 0 {
            addCurve(to: pt(r.minX, r.maxY - bl.height), control1: pt(r.minX + bl.width * (1 - k), r.maxY),
                     control2: pt(r.minX, r.maxY - bl.height * (1 - k)))
        }
        addLine(to: pt(r.minX, r.minY + tl.height))
        if tl.width > 0 || tl.height > 0 {
            addCurve(to: pt(r.minX + tl.width, r.minY), control1: pt(r.minX, r.minY + tl.height * (1 - k)),
                     control2: pt(r.minX + tl.width * (1 - k), r.minY))
        }
        closeSubpath()
    }

    /// Apple's "continuous" corners: curvature eases in over about 1.53 × the radius instead
    /// of jumping at the tangent point. Each corner is three cubic curves (the widely used
    /// reconstruction of iOS 7's rounded-rectangle curve); a corner whose smooth extent
    /// doesn't fit in half the side falls back to a circular corner.
    private mutating func addContinuousRoundedRect(in r: CGRect, radii: RectangleCornerRadii,
                                                   transform: CGAffineTransform) {
        let extent: CGFloat = 1.52866483
        let half = min(r.width, r.height) / 2
        // Corner outline for the top-trailing corner in units of the radius, measured as
        // (distance in from the trailing edge, distance down from the top edge).
        let unit: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0.02342608), CGPoint(x: 0.66993427, y: 0.06549600)),
            (CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.06549600, y: 0.66993427)),
            (CGPoint(x: 0.02342608, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: extent)),
        ]
        // Each corner: its point, and the two unit directions pointing inwards along the
        // incoming edge (u) and the outgoing edge (v), in clockwise order starting top-trailing.
        let corners: [(CGPoint, CGPoint, CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), radii.topTrailing),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), radii.bottomTrailing),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), radii.bottomLeading),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), radii.topLeading),
        ]
        func map(_ corner: CGPoint, _ u: CGPoint, _ v: CGPoint, _ radius: CGFloat, _ p: CGPoint) -> CGPoint {
            CGPoint(x: corner.x + (u.x * p.x + v.x * p.y) * radius, y: corner.y + (u.y * p.x + v.y * p.y) * radius)
                .applying(transform)
        }
        func entry(_ index: Int) -> CGPoint {
            let (corner, u, v, radius) = corners[index]
            let smooth = radius * extent <= half
            return map(corner, u, v, radius, CGPoint(x: smooth ? extent : 1, y: 0))
        }
        move(to: exitOfLastCorner(corners, extent: extent, half: half, map: map))
        for index in corners.indices {
            let (corner, u, v, radius) = corners[index]
            addLine(to: entry(index))
            guard radius > 0 else { continue }
            if radius * extent <= half {
                for (c1, c2, end) in unit {
                    addCurve(to: map(corner, u, v, radius, end), control1: map(corner, u, v, radius, c1),
                             control2: map(corner, u, v, radius, c2))
                }
            } else {
                let k: CGFloat = 0.5522847498307936
                addCurve(to: map(corner, u, v, radius, CGPoint(x: 0, y: 1)),
                         control1: map(corner, u, v, radius, CGPoint(x: 1 - k, y: 0)),
                         control2: map(corner, u, v, radius, CGPoint(x: 0, y: 1 - k)))
            }
        }
        closeSubpath()
    }

    /// Where the top-leading corner's outline ends: the start of the top edge.
    private func exitOfLastCorner(_ corners: [(CGPoint, CGPoint, CGPoint, CGFloat)], extent: CGFloat, half: CGFloat,
                                  map: (CGPoint, CGPoint, CGPoint, CGFloat, CGPoint) -> CGPoint) -> CGPoint {
        let (corner, u, v, radius) = corners[3]
        let smooth = radius * extent <= half
        return map(corner, u, v, radius, CGPoint(x: 0, y: smooth ? extent : 1))
    }
}
