import Foundation

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    let base: any ShapeStyle

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    /// Whether the erased style is the foreground style (which can't stand for itself).
    var isForeground: Bool { base is ForegroundStyle || base is HierarchicalShapeStyle }

    /// Whether the erased style is the tint style.
    var isTint: Bool { base is TintShapeStyle }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        context.shading(for: base, bounds: bounds, level: level)
    }
}
