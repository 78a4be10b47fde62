import Foundation

/// A radial gradient.
///
/// The gradient applies the color function as the distance from a center point, scaled to fit
/// within the defined start and end radii. The gradient maps the unit space center point into
/// the bounding rectangle of each shape filled with the gradient.
public struct RadialGradient: ShapeStyle, PrimitiveShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .radialGradient(gradient.resolvedStops(in: context.colorScheme), center: center.point(in: bounds),
                        startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of color stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
