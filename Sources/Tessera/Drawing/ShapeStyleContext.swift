import Foundation

/// What a shape style needs from its surroundings to become paint: the color scheme, the
/// current foreground and tint styles, and the environment (for custom styles).
///
/// The producer of a display list makes one per view from the view's environment and asks it
/// for the ``DisplayList/Shading`` of each style it draws.
package struct ShapeStyleContext {
    /// The color scheme system colors resolve in.
    package var colorScheme: ColorScheme
    /// The style `.foreground` and the hierarchical styles derive from; `nil` for the default
    /// label colors.
    package var foregroundStyle: AnyShapeStyle?
    /// The style `.tint` draws with; `nil` for the accent color.
    package var tint: AnyShapeStyle?
    /// The environment custom styles resolve in.
    package var environment: EnvironmentValues

    package init(colorScheme: ColorScheme = .light, foregroundStyle: AnyShapeStyle? = nil, tint: AnyShapeStyle? = nil,
                 environment: EnvironmentValues = EnvironmentValues()) {
        self.colorScheme = colorScheme
        self.foregroundStyle = foregroundStyle
        self.tint = tint
        self.environment = environment
    }

    /// The paint for `style` covering `bounds` (in the coordinates of the display list).
    package func shading(for style: some ShapeStyle, bounds: CGRect) -> DisplayList.Shading {
        shading(for: style, bounds: bounds, level: 0)
    }

    /// The paint for `style`, at hierarchical `level` (0 primary … 4 quinary) when the style is
    /// the foreground.
    func shading(for style: some ShapeStyle, bounds: CGRect, level: Int) -> DisplayList.Shading {
        if let primitive = style as? any PrimitiveShapeStyle {
            return primitive.shading(in: self, bounds: bounds, level: level)
        }
        return shading(for: style.resolve(in: environment), bounds: bounds, level: level)
    }

    /// The color for `style`: its solid color, or a gradient's first stop.
    package func color(for style: some ShapeStyle) -> Color.Resolved {
        shading(for: style, bounds: .zero).representativeColor
    }
}
