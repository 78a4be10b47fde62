import Foundation
import Testing
@testable import Tessera

@Suite("Path")
struct PathTests {
    @Test("a rectangle is a move, three lines and a close")
    func rectangleElements() {
        let path = Path(CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)),
                                  .line(to: CGPoint(x: 11, y: 22)), .line(to: CGPoint(x: 1, y: 22)), .closeSubpath])
        #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.description == "M 1 2 L 11 2 L 11 22 L 1 22 Z")
    }

    @Test("an empty path has a null bounding rectangle and no current point")
    func emptyPath() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.boundingRect.isNull)
        #expect(path.currentPoint == nil)
    }

    @Test("an ellipse is four cubic curves whose tight bounds are its rectangle")
    func ellipse() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = Path(ellipseIn: rect)
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 40) < 1e-9 && abs(bounds.maxY - 20) < 1e-9)
    }

    @Test("a quarter arc with clockwise false sweeps towards increasing angles")
    func arcDirection() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(path.elements.count == 2)
        let end = path.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(abs(path.boundingRect.width - 10) < 1e-6 && abs(path.boundingRect.height - 10) < 1e-6)

        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The long way round: three quarters of the circle, through (−10, 0).
        #expect(abs(other.boundingRect.minX + 10) < 1e-6 && abs(other.boundingRect.minY + 10) < 1e-6)
        #expect(other.elements.count == 4)
    }

    @Test("applying a transform moves every point")
    func applyingTransform() {
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).applying(CGAffineTransform(translationX: 5, y: 6).scaledBy(x: 2, y: 3))
        #expect(path.boundingRect == CGRect(x: 5, y: 6, width: 4, height: 6))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 1, dy: 1).boundingRect == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test("trimming keeps the fraction of the length, measured along the outline")
    func trim() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        // The closing segment counts: the last quarter is the left edge, drawn upwards.
        #expect(square.trimmedPath(from: 0.75, to: 1).elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: .zero)])
    }

    @Test("trimming a circle to a quarter keeps a quarter of its bounds")
    func trimCircle() {
        let quarter = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        let bounds = quarter.boundingRect
        #expect(abs(bounds.minX - 10) < 0.05 && abs(bounds.maxX - 20) < 0.05)
        #expect(abs(bounds.minY - 10) < 0.05 && abs(bounds.maxY - 20) < 0.05)
    }

    @Test("containment follows the winding rule")
    func contains() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
        #expect(!Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test("a stroked path covers the stroke and not the interior")
    func strokedPath() {
        let outline = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 10, y: 1)))
        #expect(outline.contains(CGPoint(x: -1.5, y: 10)))
        #expect(!outline.contains(CGPoint(x: 10, y: 10)))
        #expect(!outline.contains(CGPoint(x: 10, y: 3)))
        let bounds = outline.boundingRect
        #expect(abs(bounds.minX + 2) < 1e-9 && abs(bounds.maxX - 22) < 1e-9)
    }

    @Test("a dashed stroke leaves gaps")
    func dashedStroke() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 40, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    }

    @Test("curve bounds: control points inside the box add nothing, outside they add the extrema")
    func curveBoundsWithControlPointsInsideAndOutside() {
        var inside = Path()
        inside.move(to: CGPoint(x: 0, y: 0))
        inside.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 5, y: 0), control2: CGPoint(x: 10, y: 5))
        inside.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 5, y: 5))
        #expect(inside.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))

        // Control points above and beyond the end points: the curve bulges out to the extrema
        // (a cubic from (0, 0) to (10, 0) with controls at y −8 peaks at y −6; a quadratic
        // with its control at x 14 reaches x 12).
        var outside = Path()
        outside.move(to: CGPoint(x: 0, y: 0))
        outside.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: -8), control2: CGPoint(x: 10, y: -8))
        outside.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 14, y: 5))
        let bounds = outside.boundingRect
        #expect(abs(bounds.minY + 6) < 1e-9 && abs(bounds.maxX - 12) < 1e-9)
        #expect(bounds.minX == 0 && bounds.maxY == 10)
    }

    @Test("a rounded rectangle's bounds are its rectangle, at any radius")
    func roundedRectangleBounds() {
        let rect = CGRect(x: 3, y: 4, width: 40, height: 40)
        for radius in [0, 5, 12, 20] as [CGFloat] {
            for style in [RoundedCornerStyle.circular, .continuous] {
                let bounds = Path(roundedRect: rect, cornerRadius: radius, style: style).boundingRect
                #expect(abs(bounds.minX - 3) < 1e-9 && abs(bounds.minY - 4) < 1e-9, "radius \(radius) \(style)")
                #expect(abs(bounds.width - 40) < 1e-9 && abs(bounds.height - 40) < 1e-9, "radius \(radius) \(style)")
            }
        }
    }

    @Test("a transformed path equals the path built from its transformed elements, open or closed")
    func applyingKeepsTheSubpathStart() {
        let transform = CGAffineTransform(translationX: 7, y: -3).scaledBy(x: 2, y: 0.5)
        var open = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        open.move(to: CGPoint(x: 1, y: 1))
        open.addCurve(to: CGPoint(x: 3, y: 2), control1: CGPoint(x: 2, y: 0), control2: CGPoint(x: 3, y: 1))
        let closed = Path(roundedRect: CGRect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 6)
        for (path, start) in [(open, CGPoint(x: 1, y: 1)), (closed, closed.currentPoint!)] {
            var transformed = path.applying(transform)
            #expect(transformed.elements.count == path.elements.count)
            // Built again one element at a time, the path is the same (its subpath start too).
            var rebuilt = Path(elements: transformed.elements)
            #expect(transformed == rebuilt)
            // A line after the close starts from the transformed start of the last subpath.
            if case .closeSubpath = path.elements.last {
                #expect(transformed.currentPoint == start.applying(transform))
            }
            transformed.addLine(to: .zero)
            rebuilt.addLine(to: .zero)
            #expect(transformed == rebuilt)
        }
    }

    @Test("a transformed rectangle's bounds enclose its four transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(.identity) == rect)
        #expect(rect.applying(CGAffineTransform(scaleX: -2, y: 1)) == CGRect(x: -8, y: 2, width: 6, height: 4))
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 6) < 1e-9 && abs(turned.minY - 1) < 1e-9)
        #expect(abs(turned.width - 4) < 1e-9 && abs(turned.height - 3) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("a shape's path in a frame is its path in the frame's size with every point moved by the frame's origin")
    func pathInFrame() {
        let frame = CGRect(x: 12.25, y: 7.5, width: 40, height: 30)
        let local = CGRect(origin: .zero, size: frame.size)
        let shapes: [any Shape] = [Rectangle(), RoundedRectangle(cornerRadius: 8), RoundedRectangle(cornerRadius: 20),
                                   RoundedRectangle(cornerRadius: 6, style: .circular), Circle(), Capsule(), Ellipse()]
        func points(_ element: Path.Element) -> [CGPoint] {
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        for shape in shapes {
            let framed = shape.path(inFrame: frame)
            let unmoved = shape.path(in: local)
            #expect(framed.elements.count == unmoved.elements.count)
            for (moved, original) in zip(framed.elements, unmoved.elements) {
                let expected = points(original).map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                #expect(points(moved) == expected, "\(type(of: shape))")
            }
            // The shape's own path is untouched, and after the close the current point is the
            // moved start of the subpath.
            #expect(shape.path(in: local) == unmoved)
            let start = unmoved.currentPoint!
            #expect(framed.currentPoint == CGPoint(x: start.x + frame.minX, y: start.y + frame.minY))
        }
    }

    @Test("a path transformed in place equals the transformed copy; a copy made before keeps its points")
    func transformInPlace() {
        let transform = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 1)
        let original = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3)
        var moved = original
        moved.transform(by: transform)
        #expect(moved == original.applying(transform))
        #expect(original == Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3))
        var same = original
        same.transform(by: .identity)
        #expect(same == original)
    }

    @Test("a rectangle added to an empty path equals one added after another subpath, element for element")
    func addRectOnEmptyAndNonEmpty() {
        let first = CGRect(x: 1, y: 2, width: 3, height: 4)
        let second = CGRect(x: 10, y: 20, width: -5, height: 6)
        var path = Path()
        path.addRect(first)
        #expect(path == Path(elements: Path(first).elements))
        path.addRect(second, transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(path.elements.count == 10)
        #expect(path.elements[5] == .move(to: CGPoint(x: 6, y: 21)))
        // The close returns to the second rectangle's start.
        #expect(path.currentPoint == CGPoint(x: 6, y: 21))
        var single = Path()
        single.addRect(second, transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(Array(path.elements[5...]) == single.elements)
        #expect(single.currentPoint == CGPoint(x: 6, y: 21))
    }
}
