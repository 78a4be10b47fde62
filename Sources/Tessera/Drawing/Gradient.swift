import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location
/// value.
///
/// A gradient is also a shape style: it draws as a linear gradient from top to bottom.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, between 0 and 1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops resolved in `colorScheme`, sorted by location and clamped to 0...1.
    func resolvedStops(in colorScheme: ColorScheme) -> [DisplayList.GradientStop] {
        stops.map { DisplayList.GradientStop(color: $0.color.resolved(in: colorScheme), location: max(0, min(1, $0.location))) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

extension Gradient: ShapeStyle, PrimitiveShapeStyle {
    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).shading(in: context, bounds: bounds, level: level)
    }
}

extension UnitPoint {
    /// The point at this unit position in `rect`.
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
