import Foundation

extension Color: ShapeStyle, PrimitiveShapeStyle {
    /// Evaluates this color to a resolved color given the current `environment`.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolved(in: environment.colorScheme)
    }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .color(resolved(in: context.colorScheme))
    }
}

extension Color.Resolved: ShapeStyle, PrimitiveShapeStyle {
    /// A resolved color resolves to itself.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { self }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .color(self)
    }
}

extension ShapeStyle where Self == Color {
    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }
    /// A context-dependent orange color suitable for use in UI elements.
    public static var orange: Color { Color.orange }
    /// A context-dependent yellow color suitable for use in UI elements.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent green color suitable for use in UI elements.
    public static var green: Color { Color.green }
    /// A context-dependent mint color suitable for use in UI elements.
    public static var mint: Color { Color.mint }
    /// A context-dependent teal color suitable for use in UI elements.
    public static var teal: Color { Color.teal }
    /// A context-dependent cyan color suitable for use in UI elements.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent blue color suitable for use in UI elements.
    public static var blue: Color { Color.blue }
    /// A context-dependent indigo color suitable for use in UI elements.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent purple color suitable for use in UI elements.
    public static var purple: Color { Color.purple }
    /// A context-dependent pink color suitable for use in UI elements.
    public static var pink: Color { Color.pink }
    /// A context-dependent brown color suitable for use in UI elements.
    public static var brown: Color { Color.brown }
    /// A white color suitable for use in UI elements.
    public static var white: Color { Color.white }
    /// A context-dependent gray color suitable for use in UI elements.
    public static var gray: Color { Color.gray }
    /// A black color suitable for use in UI elements.
    public static var black: Color { Color.black }
    /// A clear color suitable for use in UI elements.
    public static var clear: Color { Color.clear }
}
