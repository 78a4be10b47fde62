import Foundation

/// The outline of a 2D shape.
///
/// A path is a value: a list of ``Element``s (moves, lines, quadratic and cubic Bézier
/// curves, closes). Arcs, ellipses and rounded rectangles are stored as the cubic curves that
/// approximate them, so every consumer (renderers, hit testing, trimming) sees the same five
/// kinds of element. Coordinates grow rightwards and downwards.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and defines
        /// a new current point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point, which becomes the new
        /// current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end-point,
        /// using the single control point to define the curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end-point, using
        /// the two control points to define the curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath (if any) to the current point,
        /// which terminates the subpath.
        case closeSubpath

        /// The element with each of its points transformed by `transform`.
        func applying(_ transform: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The path's elements, in order.
    package private(set) var elements: [Element] = []
    /// Where the current subpath started (the target of `closeSubpath`).
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with different radii per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Creates a path from its elements.
    package init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point in the path, or `nil` if the path contains no points.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Appends one element, keeping track of the current subpath.
    package mutating func append(_ element: Element) {
        // A path has a current point exactly when it has elements: its first element is a
        // move, which sets the subpath start that a close returns to.
        switch element {
        case .move(let point):
            subpathStart = point
        case .line, .quadCurve, .curve:
            if elements.isEmpty { elements.append(.move(to: .zero)); subpathStart = .zero }
        case .closeSubpath:
            guard !elements.isEmpty else { return }
        }
        elements.append(element)
    }

    /// Makes room for `count` elements in a path being built (only worth it for a new path:
    /// reserving on every addition would copy quadratically).
    package mutating func reserveElements(_ count: Int) { elements.reserveCapacity(count) }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { append(.move(to: end)) }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) { append(.line(to: end)) }

    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { append(.quadCurve(to: end, control: control)) }

    /// Adds a cubic Bézier curve to the path, with the specified end and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let topLeading = CGPoint(x: r.minX, y: r.minY).applying(transform)
        let topTrailing = CGPoint(x: r.maxX, y: r.minY).applying(transform)
        let bottomTrailing = CGPoint(x: r.maxX, y: r.maxY).applying(transform)
        let bottomLeading = CGPoint(x: r.minX, y: r.maxY).applying(transform)
        guard !elements.isEmpty else {
            // A new path (every color and rectangle draws one): its five elements made as one
            // array, what the appends below would make (an empty path has no subpath start).
            elements = [.move(to: topLeading), .line(to: topTrailing), .line(to: bottomTrailing),
                        .line(to: bottomLeading), .closeSubpath]
            subpathStart = topLeading
            return
        }
        move(to: topLeading)
        addLine(to: topTrailing)
        addLine(to: bottomTrailing)
        addLine(to: bottomLeading)
        closeSubpath()
    }

    /// Adds a set of rectangular subpaths to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends another path value to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = self
        result.transform(by: transform)
        return result
    }

    /// Applies `transform` to every point of the path, in place: a path whose storage is its
    /// own (one just built) keeps it, where ``applying(_:)`` on it would make a second array.
    /// The elements map one to one and stay a valid path.
    package mutating func transform(by transform: CGAffineTransform) {
        guard !transform.isIdentity else { return }
        elements.withUnsafeMutableBufferPointer { elements in
            for index in elements.indices { elements[index] = elements[index].applying(transform) }
        }
        subpathStart = subpathStart?.applying(transform)
    }

    /// Returns a path constructed by translating all its points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path: CustomStringConvertible {
    /// The path in SVG-like notation: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`.
    public var description: String {
        func f(_ v: CGFloat) -> String {
            v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
        }
        func p(_ point: CGPoint) -> String { "\(f(point.x)) \(f(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): "M \(p(to))"
            case .line(let to): "L \(p(to))"
            case .quadCurve(let to, let c): "Q \(p(c)) \(p(to))"
            case .curve(let to, let c1, let c2): "C \(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}
