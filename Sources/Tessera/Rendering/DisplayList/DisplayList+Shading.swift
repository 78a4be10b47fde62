import Foundation

extension DisplayList {
    /// A resolved paint: what a shape style becomes once the color scheme, foreground and
    /// tint are known and its unit points are placed in a frame.
    package enum Shading: Equatable, Sendable {
        /// A solid color.
        case color(Color.Resolved)
        /// Colors along the line from `start` to `end`, constant across it; extended beyond.
        case linearGradient([GradientStop], start: CGPoint, end: CGPoint)
        /// Colors along the radius from `center`, from `startRadius` to `endRadius`.
        case radialGradient([GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colors along the angle around `center`, from `startAngle` to `endAngle` (clockwise on
        /// screen from the positive x-axis).
        case angularGradient([GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)

        /// The paint with every color's opacity multiplied by `factor`.
        package func multiplyingOpacity(by factor: Double) -> Shading {
            guard factor != 1 else { return self }
            func scaled(_ stops: [GradientStop]) -> [GradientStop] {
                stops.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) }
            }
            switch self {
            case .color(let color): return .color(color.multiplyingOpacity(by: factor))
            case let .linearGradient(stops, start, end): return .linearGradient(scaled(stops), start: start, end: end)
            case let .radialGradient(stops, center, r0, r1):
                return .radialGradient(scaled(stops), center: center, startRadius: r0, endRadius: r1)
            case let .angularGradient(stops, center, a0, a1):
                return .angularGradient(scaled(stops), center: center, startAngle: a0, endAngle: a1)
            }
        }

        /// A single color standing for the paint: the color, or a gradient's first stop.
        package var representativeColor: Color.Resolved {
            switch self {
            case .color(let color): color
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
                stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
        }
    }

    /// A gradient stop with a resolved color; locations are in 0...1 and sorted.
    package struct GradientStop: Equatable, Sendable {
        package var color: Color.Resolved
        package var location: CGFloat

        package init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}
