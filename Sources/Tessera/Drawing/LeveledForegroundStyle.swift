import Foundation

/// The foreground set as several levels (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`):
/// the primary style, then the secondary and tertiary ones.
///
/// Levels beyond those given use the last style, at the decreasing opacities of a custom
/// foreground's levels.
struct LeveledForegroundStyle: ShapeStyle, PrimitiveShapeStyle {
    let levels: [AnyShapeStyle]

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        var plain = context
        plain.foregroundStyle = nil
        let index = min(level, levels.count - 1)
        let beyond = min(level - index, HierarchicalShapeStyle.customLevelOpacities.count - 1)
        return plain.shading(for: levels[index], bounds: bounds, level: 0)
            .multiplyingOpacity(by: HierarchicalShapeStyle.customLevelOpacities[beyond])
    }
}
