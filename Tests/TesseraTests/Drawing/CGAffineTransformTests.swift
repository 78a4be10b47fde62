import Foundation
import Testing
@testable import Tessera

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("concatenating applies the left transform first")
    func concatenation() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) == t)
    }

    @Test("a rotation about a centre keeps the centre and turns clockwise on screen")
    func rotation() {
        let center = CGPoint(x: 50, y: 50)
        let t = CGAffineTransform(translationX: -50, y: -50).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        let c = center.applying(t), p = CGPoint(x: 60, y: 50).applying(t)
        #expect(abs(c.x - 50) < 1e-9 && abs(c.y - 50) < 1e-9)
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 60) < 1e-9)
    }

    @Test("the inverse undoes the transform; rectangles map to their bounding box")
    func inverseAndRects() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: 7)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-9 && abs(p.y - 4) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(rect.width - 10 * 2.squareRoot()) < 1e-9)
    }
}
