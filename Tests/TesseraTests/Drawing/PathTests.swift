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
}
