import Foundation
import Testing
@testable import Tessera

@Suite("Shapes")
struct ShapeTests {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test("a rectangle's path is its frame; inset shrinks it on every edge")
    func rectangle() {
        #expect(Rectangle().path(in: frame).boundingRect == frame)
        #expect(Rectangle().inset(by: 5).path(in: frame).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(Rectangle().inset(by: 5).inset(by: 5).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 30))
    }

    @Test("a circle is centred on the smaller side, and sizes itself square")
    func circle() {
        let bounds = Circle().path(in: frame).boundingRect
        #expect(abs(bounds.minX - 25) < 1e-9 && abs(bounds.width - 50) < 1e-9 && abs(bounds.height - 50) < 1e-9)
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 50, height: 50))
        #expect(Circle().inset(by: 5).path(in: frame).boundingRect.width.rounded() == 40)
    }

    @Test("an ellipse fills its frame and a capsule has semicircular ends")
    func ellipseAndCapsule() {
        let ellipse = Ellipse().path(in: frame).boundingRect
        #expect(abs(ellipse.width - 100) < 1e-9 && abs(ellipse.height - 50) < 1e-9)
        let capsule = Capsule(style: .circular).path(in: frame)
        #expect(abs(capsule.boundingRect.width - 100) < 1e-9)
        #expect(capsule.contains(CGPoint(x: 50, y: 1)))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        #expect(capsule.contains(CGPoint(x: 1, y: 25)))
    }

    @Test("circular rounded corners are quarter circles; continuous corners start further along the edge")
    func roundedCorners() {
        let circular = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: frame)
        #expect(circular.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(circular.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
        #expect(abs(circular.boundingRect.width - 100) < 1e-9 && abs(circular.boundingRect.height - 50) < 1e-9)
        // A point on the 45° diagonal of the corner's circle is on the outline.
        let diagonal = 10 - 10 / 2.squareRoot()
        #expect(circular.contains(CGPoint(x: diagonal + 0.2, y: diagonal + 0.2)))
        #expect(!circular.contains(CGPoint(x: diagonal - 0.2, y: diagonal - 0.2)))

        let continuous = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: frame)
        guard case .move(let start) = continuous.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 15.2866483) < 1e-6 && start.y == 0)
        #expect(continuous.elements.filter { if case .curve = $0 { true } else { false } }.count == 12)
        #expect(abs(continuous.boundingRect.width - 100) < 1e-6)
    }

    @Test("corner radii larger than half the side are clamped")
    func clampedRadii() {
        let path = RoundedRectangle(cornerRadius: 100, style: .circular).path(in: frame)
        #expect(abs(path.boundingRect.height - 50) < 1e-9)
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
    }

    @Test("an uneven rounded rectangle rounds only the corners it is given")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular)
        let path = shape.path(in: frame)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 49.5)))
        #expect(!path.contains(CGPoint(x: 99.5, y: 49.5)))
        let inset = shape.inset(by: 5).path(in: frame).boundingRect
        #expect(abs(inset.minX - 5) < 1e-9 && abs(inset.width - 90) < 1e-9)
    }

    @Test("trim, stroke and fill keep the shape and their parameters") @MainActor
    func modifiers() {
        let trimmed = Circle().trim(from: 0.25, to: 0.5)
        #expect(trimmed.startFraction == 0.25 && trimmed.endFraction == 0.5)
        let fill = Rectangle().fill(Color.red, style: FillStyle(eoFill: true))
        #expect(fill.style == Color.red && fill.fillStyle.isEOFilled)
        let stroke = Capsule().stroke(Color.blue, lineWidth: 3)
        #expect(stroke.strokeStyle.lineWidth == 3 && stroke.isAntialiased)
        let border = RoundedRectangle(cornerRadius: 4).strokeBorder(Color.green, style: StrokeStyle(lineWidth: 2, dash: [4]))
        #expect(border.strokeStyle.dash == [4] && border.shape.cornerSize.width == 4)
        #expect(Rectangle().stroke(lineWidth: 2).style.lineWidth == 2)
    }

    @Test("a shape's default sizing takes the proposal, with 10 for unspecified dimensions")
    func defaultSizing() {
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: 10, height: 30))
    }
}
