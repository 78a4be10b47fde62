/// A gesture that succeeds when the user performs a long press.
///
/// Its value is `true` from the moment the press begins; it ends (with `true`) once the press
/// has lasted `minimumDuration`, and fails if the pointer moves farther than `maximumDistance`
/// or is released before.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var startTime: Double?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func handle(_ sample: PointerSample) -> GestureStep<Bool> {
        guard sample.distance <= maximumDistance else { return .failed }
        if startTime == nil { startTime = sample.startTime }
        if sample.time - sample.startTime >= minimumDuration { return .ended(true) }
        switch sample.phase {
        case .down: return .changed(true)
        case .moved, .tick: return .possible
        case .up: return .failed
        }
    }

    override var deadline: Double? { startTime.map { $0 + minimumDuration } }
}
