/// How a line or an area joins its points.
public struct InterpolationMethod: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case linear, catmullRom, cardinal(tension: Double), monotone, stepStart, stepCenter, stepEnd
    }
    let storage: Storage

    /// Straight segments between points.
    public static let linear = InterpolationMethod(storage: .linear)
    /// A Catmull-Rom spline through the points.
    public static let catmullRom = InterpolationMethod(storage: .catmullRom)
    /// A cardinal spline through the points.
    public static let cardinal = InterpolationMethod(storage: .cardinal(tension: 0))
    /// A cubic curve that keeps the data's monotonicity (no overshoot).
    public static let monotone = InterpolationMethod(storage: .monotone)
    /// Steps that change value at each point.
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    /// Steps that change value halfway between points.
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    /// Steps that change value at the next point.
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)

    /// A Catmull-Rom spline with a parametrization between uniform (0) and chordal (1).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline with a tension.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(storage: .cardinal(tension: tension))
    }
}
