import Foundation

/// A shape style that maps to one of the numbered content styles.
///
/// With the default foreground, the levels are the system label colors (primary black or
/// white; secondary, tertiary, quaternary and quinary the gray label colors of decreasing
/// opacity). With a custom foreground style, each level is that style at a decreasing opacity
/// (1, 0.5, 0.3, 0.2, 0.1).
///
/// Differs from SwiftUI: the opacities for levels of a custom foreground style are Tessera's
/// estimates of Apple's.
public struct HierarchicalShapeStyle: ShapeStyle, PrimitiveShapeStyle, Hashable {
    let level: Int

    init(level: Int) { self.level = max(0, min(4, level)) }

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity applied to a custom foreground style at each level.
    static let customLevelOpacities: [Double] = [1, 0.5, 0.3, 0.2, 0.1]

    /// The system label colors at each level, light and dark.
    static let labelColors: [Color] = [
        .primary,
        .secondary,
        Color(system: "tertiaryLabel", light: (60 / 255, 60 / 255, 67 / 255, 0.3), dark: (235 / 255, 235 / 255, 245 / 255, 0.3)),
        Color(system: "quaternaryLabel", light: (60 / 255, 60 / 255, 67 / 255, 0.18), dark: (235 / 255, 235 / 255, 245 / 255, 0.16)),
        Color(system: "quinaryLabel", light: (60 / 255, 60 / 255, 67 / 255, 0.1), dark: (235 / 255, 235 / 255, 245 / 255, 0.08)),
    ]

    /// The paint of `level` without a foreground style (level 0: a text's default): what
    /// ``shading(in:bounds:level:)`` gives in a context without one.
    static func labelShading(level: Int = 0, in colorScheme: ColorScheme) -> DisplayList.Shading {
        .color(labelColors[level].resolved(in: colorScheme))
    }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level _: Int) -> DisplayList.Shading {
        if let leveled = context.foregroundStyle?.base as? LeveledForegroundStyle {
            return leveled.shading(in: context, bounds: bounds, level: level)
        }
        if let foreground = context.foregroundStyle, !foreground.isForeground {
            var plain = context
            plain.foregroundStyle = nil
            return plain.shading(for: foreground, bounds: bounds, level: level)
                .multiplyingOpacity(by: Self.customLevelOpacities[level])
        }
        return Self.labelShading(level: level, in: context.colorScheme)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
