import Foundation

/// A shape view (`_ShapeView`, `StrokeShapeView`, `StrokeBorderShapeView`) that records its
/// drawing into a display list.
///
/// The producer of the display list calls it with the frame the view was laid out in (root
/// coordinates), the view's style context and its node number; item indices start at 0.
@MainActor
package protocol ShapeViewDrawing {
    /// Records the items that draw this view in `frame`.
    func record(in frame: CGRect, context: ShapeStyleContext, node: Int, into builder: inout DisplayListBuilder)
}

extension Shape {
    /// The shape's path for a view laid out in `frame` (root coordinates): shapes describe
    /// themselves in their own coordinate space (origin at the view's top-leading corner), as
    /// in SwiftUI, so a `Path` drawn as a shape is positioned by its view's frame.
    nonisolated func path(inFrame frame: CGRect) -> Path {
        let bounds = CGRect(origin: .zero, size: frame.size)
        let translation = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        // A rounded rectangle (every `cornerRadius` clip) moves its points as it makes them:
        // the same points (`path(in:)` maps them through the identity, which changes no
        // number but a zero's sign), without a second pass over the elements. (The type
        // comparison folds away where the shape's type is known.)
        if Self.self == RoundedRectangle.self, !translation.isIdentity {
            let shape = unsafeBitCast(self, to: RoundedRectangle.self)
            var path = Path()
            path.addRoundedRect(in: bounds, cornerSize: shape.cornerSize, style: shape.style, transform: translation)
            return path
        }
        // Moved in place: the path just made owns its storage (`offsetBy` would copy it).
        var path = path(in: bounds)
        path.transform(by: translation)
        return path
    }
}

/// A shape that is drawn as a stroke of another shape (`_StrokedShape`), possibly trimmed.
protocol StrokingShape {
    /// The path to stroke in `rect`, and how.
    func strokedOutline(in rect: CGRect) -> (path: Path, style: StrokeStyle)
}

extension _StrokedShape: StrokingShape {
    func strokedOutline(in rect: CGRect) -> (path: Path, style: StrokeStyle) { (shape.path(inFrame: rect), style) }
}

extension _ShapeView: ShapeViewDrawing {
    package func record(in frame: CGRect, context: ShapeStyleContext, node: Int, into builder: inout DisplayListBuilder) {
        let shading = context.shading(for: style, bounds: frame)
        if let stroking = shape as? any StrokingShape {
            let (path, strokeStyle) = stroking.strokedOutline(in: frame)
            builder.stroke(path, with: shading, style: strokeStyle, id: DisplayList.ID(node: node))
        } else {
            builder.fill(shape.path(inFrame: frame), with: shading, style: fillStyle, id: DisplayList.ID(node: node))
        }
    }
}

extension StrokeShapeView: ShapeViewDrawing {
    package func record(in frame: CGRect, context: ShapeStyleContext, node: Int, into builder: inout DisplayListBuilder) {
        builder.stroke(shape.path(inFrame: frame), with: context.shading(for: style, bounds: frame), style: strokeStyle,
                       id: DisplayList.ID(node: node))
    }
}

extension StrokeBorderShapeView: ShapeViewDrawing {
    package func record(in frame: CGRect, context: ShapeStyleContext, node: Int, into builder: inout DisplayListBuilder) {
        builder.stroke(shape.inset(by: strokeStyle.lineWidth / 2).path(inFrame: frame),
                       with: context.shading(for: style, bounds: frame), style: strokeStyle, id: DisplayList.ID(node: node))
    }
}
