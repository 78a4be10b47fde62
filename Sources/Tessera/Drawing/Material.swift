import Foundation

/// A background material type: a translucent layer between a view's content and what lies
/// behind it, in five thicknesses plus the material of bars.
///
/// Use it as a shape style: `.background(.regularMaterial)`, `.background(.thinMaterial, in:
/// RoundedRectangle(cornerRadius: 12))`, `Rectangle().fill(.ultraThickMaterial)`. Each material
/// is the system background, light or dark with the color scheme, at an opacity that grows with
/// its thickness.
///
/// Differs from SwiftUI: a material is a translucent fill only — what lies behind it is not
/// blurred, and content on it is not made vibrant; the opacities are Tessera's estimates.
public struct Material: ShapeStyle, PrimitiveShapeStyle, Hashable {
    /// The fraction of the backdrop the material covers: 0 is clear, 1 opaque.
    let opacity: Double
    /// Whether it is the material of bars (`.bar`), a little lighter in light mode.
    let isBar: Bool

    fileprivate init(opacity: Double, isBar: Bool = false) {
        self.opacity = opacity
        self.isBar = isBar
    }

    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.45)
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.6)
    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.75)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.88)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.95)
    /// A material matched to the current platform's bars (toolbars, tab bars).
    public static let bar = Material(opacity: barOpacity, isBar: true)

    fileprivate static let barOpacity = 0.92

    /// The material's base colors, before its opacity: near white, near black in dark mode.
    private static let base = Color(system: "material", light: (246 / 255, 246 / 255, 246 / 255, 1),
                                    dark: (30 / 255, 30 / 255, 32 / 255, 1))
    private static let barBase = Color(system: "barMaterial", light: (249 / 255, 249 / 255, 249 / 255, 1),
                                       dark: (22 / 255, 22 / 255, 24 / 255, 1))

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .color((isBar ? Self.barBase : Self.base).resolved(in: context.colorScheme).multiplyingOpacity(by: opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matched to the current platform's bars.
    public static var bar: Material { Material(opacity: Material.barOpacity, isBar: true) }
}
