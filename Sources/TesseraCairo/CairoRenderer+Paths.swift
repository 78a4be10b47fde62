import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// Replaces the context's current path with `path`.
    func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case let .quadCurve(p, c):
                // Degree elevation: a quadratic is the cubic with controls ⅔ of the way to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// Sets the line width, caps, joins, miter limit and dashes of `style`.
    func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(max(1, style.miterLimit)))
        let dashes = style.dash.map { Double(max(0, $0)) }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
    }

    /// Makes `shading` the context's source.
    func setSource(_ shading: DisplayList.Shading, in cr: OpaquePointer) {
        func addStops(_ stops: [DisplayList.GradientStop], to pattern: OpaquePointer) {
            for stop in stops {
                let c = stop.color.clamped
                cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                                  Double(c.blue), Double(c.opacity))
            }
        }
        switch shading {
        case .color(let color):
            let c = color.clamped
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        case let .linearGradient(stops, start, end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, startRadius, endRadius):
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(0, startRadius)),
                                                      Double(center.x), Double(center.y), Double(max(0, endRadius)))!
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, startAngle, endAngle):
            let pattern = angularPattern(stops: stops, center: center, start: startAngle.radians, end: endAngle.radians, cr: cr)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// An angular gradient as a mesh of thin wedges around `center`, each interpolating
    /// between the colors at its two angles. The angles outside the sweep (when it is less
    /// than a full turn) take the last color, then the first from halfway.
    private func angularPattern(stops: [DisplayList.GradientStop], center: CGPoint, start: Double, end: Double,
                                cr: OpaquePointer) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let radius = max(1, corners.map { hypot($0.0 - Double(center.x), $0.1 - Double(center.y)) }.max()! * 1.5)
        let twoPi = 2 * Double.pi
        var sweep = end - start
        if sweep > twoPi { let turns = (sweep / twoPi).rounded(.down); sweep -= (turns - 1) * twoPi; if sweep > twoPi { sweep -= twoPi } }
        let first = stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        let last = stops.last?.color ?? first
        func color(at t: Double) -> Color.Resolved {
            guard let firstStop = stops.first else { return first }
            if t <= Double(firstStop.location) { return firstStop.color }
            for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
                let span = Double(b.location - a.location)
                let f = span > 0 ? Float((t - Double(a.location)) / span) : 1
                return Color.Resolved(red: a.color.red + (b.color.red - a.color.red) * f,
                                      green: a.color.green + (b.color.green - a.color.green) * f,
                                      blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                                      opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
            }
            return last
        }
        func wedge(from a0: Double, to a1: Double, _ c0: Color.Resolved, _ c1: Color.Resolved) {
            let cx = Double(center.x), cy = Double(center.y)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, cx, cy)
            cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a0), cy + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                let k = c.clamped
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), Double(k.red), Double(k.green),
                                                         Double(k.blue), Double(k.opacity))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        let slices = max(8, Int((abs(sweep) / twoPi * 128).rounded(.up)))
        for i in 0..<slices {
            let t0 = Double(i) / Double(slices), t1 = Double(i + 1) / Double(slices)
            wedge(from: start + sweep * t0, to: start + sweep * t1, color(at: t0), color(at: t1))
        }
        let missing = twoPi - abs(sweep)
        if missing > 1e-6 {
            let direction: Double = sweep >= 0 ? 1 : -1
            let endAngle = start + sweep, middle = endAngle + direction * missing / 2
            let pieces = max(1, Int((missing / 2 / (Double.pi / 8)).rounded(.up)))
            for i in 0..<pieces {
                let f0 = Double(i) / Double(pieces), f1 = Double(i + 1) / Double(pieces)
                wedge(from: endAngle + (middle - endAngle) * f0, to: endAngle + (middle - endAngle) * f1, last, last)
                let far = start + direction * twoPi
                wedge(from: middle + (far - middle) * f0, to: middle + (far - middle) * f1, first, first)
            }
        }
        return pattern
    }
}
