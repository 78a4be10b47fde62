import Foundation

/// The foreground style in the current context.
///
/// It is the style set by `foregroundStyle(_:)`, or by default the primary label color
/// (black in light mode, white in dark mode).
public struct ForegroundStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates a foreground style instance.
    public init() {}

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        HierarchicalShapeStyle(level: level).shading(in: context, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
