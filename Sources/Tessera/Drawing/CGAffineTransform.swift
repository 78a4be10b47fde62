import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Differs from SwiftUI: Core Graphics is not available on Linux, so Tessera declares the
/// `CGAffineTransform` value type itself, with the same names and semantics.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Returns a transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Returns a transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Returns a transform that rotates by `angle` radians (clockwise on screen, where y grows
    /// downwards).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies `self`, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns the transform that translates by `(tx, ty)`, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns the transform that scales by `(sx, sy)`, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns the transform that rotates by `angle` radians, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` when it isn't invertible.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` (translation ignored).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of this rectangle transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        if isInfinite { return self }
        // Four corners without arrays: the display list maps every group's bounds.
        let a = CGPoint(x: minX, y: minY).applying(t), b = CGPoint(x: maxX, y: minY).applying(t)
        let c = CGPoint(x: minX, y: maxY).applying(t), d = CGPoint(x: maxX, y: maxY).applying(t)
        func least(_ p: CGFloat, _ q: CGFloat, _ r: CGFloat, _ s: CGFloat) -> CGFloat {
            var result = p
            if q < result { result = q }
            if r < result { result = r }
            if s < result { result = s }
            return result
        }
        func greatest(_ p: CGFloat, _ q: CGFloat, _ r: CGFloat, _ s: CGFloat) -> CGFloat {
            var result = p
            if q > result { result = q }
            if r > result { result = r }
            if s > result { result = s }
            return result
        }
        let minX = least(a.x, b.x, c.x, d.x), minY = least(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: greatest(a.x, b.x, c.x, d.x) - minX,
                      height: greatest(a.y, b.y, c.y, d.y) - minY)
    }
}
