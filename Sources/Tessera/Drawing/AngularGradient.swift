import Foundation

/// An angular gradient.
///
/// An angular gradient is also known as a "conic" gradient. This gradient applies the color
/// function as the angle changes, relative to a center point and defined start and end
/// angles. If `endAngle - startAngle > 2π`, the gradient only draws the last complete turn.
/// If `endAngle - startAngle < 2π`, the gradient fills the missing area with the colors
/// defined by gradient locations one and zero, transitioning between the two halfway across
/// the missing area.
public struct AngularGradient: ShapeStyle, PrimitiveShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        .angularGradient(gradient.resolvedStops(in: context.colorScheme), center: center.point(in: bounds),
                         startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colors that completes a full turn.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
