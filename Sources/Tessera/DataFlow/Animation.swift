/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// Differs from SwiftUI: Tessera records animations in transactions but does not interpolate
/// yet; changes appear at once.
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case easeInOut, easeIn, easeOut, linear, spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    let duration: Double
    var delay: Double = 0
    var speed: Double = 1

    /// A default animation instance.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let spring = Animation(curve: .spring(response: 0.55, dampingFraction: 0.825), duration: 0.55)

    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }
    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed = speed; return copy }
}
