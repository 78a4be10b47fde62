import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use for outlining or filling a path.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case style(AnyShapeStyle)
            case linearGradient(Gradient, start: CGPoint, end: CGPoint)
            case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }

        let storage: Storage

        /// A shading instance that fills with the foreground style from the graphics context's
        /// environment.
        public static var foreground: Shading { Shading(storage: .style(AnyShapeStyle(ForegroundStyle()))) }

        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(storage: .style(AnyShapeStyle(color))) }

        /// Returns a shading instance that fills with a color in the given color space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Returns a shading instance that fills with a monochrome color in the given color space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Returns a shading instance that fills with the given shape style.
        ///
        /// A style with unit points (a gradient) is laid out in the bounding rectangle of the
        /// path being drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(AnyShapeStyle(style))) }

        /// Returns a shading instance that fills a linear (axial) gradient between two points
        /// in user space.
        ///
        /// Differs from SwiftUI: there is no `options` parameter (the gradient is extended
        /// with its end colors).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(storage: .linearGradient(gradient, start: startPoint, end: endPoint))
        }

        /// Returns a shading instance that fills a radial gradient around a point in user space.
        ///
        /// Differs from SwiftUI: there is no `options` parameter.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat) -> Shading {
            Shading(storage: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }

    /// The paint for `shading` in this context's environment, for a shape with `bounds`.
    func resolve(_ shading: Shading, bounds: CGRect) -> DisplayList.Shading {
        let context = environment.shapeStyleContext
        switch shading.storage {
        case .style(let style):
            return context.shading(for: style, bounds: bounds)
        case let .linearGradient(gradient, start, end):
            return .linearGradient(gradient.resolvedStops(in: context.colorScheme), start: start, end: end)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            return .radialGradient(gradient.resolvedStops(in: context.colorScheme), center: center,
                                   startRadius: startRadius, endRadius: endRadius)
        }
    }
}
