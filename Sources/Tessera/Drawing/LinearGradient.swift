import Foundation

/// A linear gradient.
///
/// The gradient applies the color function along an axis, as defined by its start and end
/// points. The gradient maps the unit space points into the bounding rectangle of each shape
/// filled with the gradient.
public struct LinearGradient: ShapeStyle, PrimitiveShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .linearGradient(gradient.resolvedStops(in: context.colorScheme),
                        start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
