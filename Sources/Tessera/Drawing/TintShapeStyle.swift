import Foundation

/// A style that reflects the current tint color.
///
/// It is the style set by `tint(_:)`, or by default the accent color.
public struct TintShapeStyle: ShapeStyle, PrimitiveShapeStyle, Hashable {
    /// Creates a tint shape style.
    public init() {}

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        if let tint = context.tint, !tint.isTint {
            var plain = context
            plain.tint = nil
            return plain.shading(for: tint, bounds: bounds, level: level)
        }
        return .color(Color.accentColor.resolved(in: context.colorScheme))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
