/// How marks at the same position stack (bars and areas).
public struct MarkStackingMethod: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case standard, normalized, center, unstacked }
    let storage: Storage

    /// Stack marks from zero: each starts where the previous one ends.
    public static var standard: MarkStackingMethod { MarkStackingMethod(storage: .standard) }
    /// Stack marks and scale each stack to fill 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(storage: .normalized) }
    /// Stack marks around zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(storage: .center) }
    /// Don't stack: every mark starts from zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(storage: .unstacked) }
}
