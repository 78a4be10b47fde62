/// One pointer event as a gesture recognizer sees it.
struct PointerSample {
    enum Phase { case down, moved, up, tick }
    var phase: Phase
    /// The pointer's location in the host's (root) coordinates.
    var location: CGPoint
    /// Where the press began, in root coordinates.
    var startLocation: CGPoint
    /// Seconds since an arbitrary origin (the host's clock).
    var time: Double
    /// When the press began.
    var startTime: Double
    /// How many presses in quick succession this one is (2 for a double click).
    var clickCount: Int
    /// The frame of the view the gesture is attached to, in root coordinates.
    var frame: CGRect

    /// A point in root coordinates converted to `space` (local: the view's frame's origin).
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: point
        case .local, .named: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        }
    }

    /// How far the pointer moved from where the press began.
    var distance: CGFloat {
        let dx = location.x - startLocation.x, dy = location.y - startLocation.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// What a recognizer made of an event.
enum GestureStep<Value> {
    /// Not (yet) recognized.
    case possible
    /// Recognized, with a new value (the first one means the gesture began).
    case changed(Value)
    /// Recognized and finished, with its last value.
    case ended(Value)
    /// Will never be recognized in this sequence.
    case failed
}

/// Matches a sequence of pointer events to a gesture. Subclasses override `handle(_:)`.
///
/// Invariant: after `.ended` or `.failed` the recognizer gets no more events; `cancel()` is
/// called when another gesture wins or the press is abandoned after it changed.
@MainActor
class GestureRecognizer<Value> {
    func handle(_ sample: PointerSample) -> GestureStep<Value> { .failed }
    func cancel() {}
    /// When the recognizer wants a `.tick` event without pointer movement (a long press's
    /// deadline), in the host's clock.
    var deadline: Double? { nil }
}

/// A recognizer passing another's steps through a transform of its value (`map`, callbacks).
@MainActor
class MapRecognizer<Inner, Value>: GestureRecognizer<Value> {
    let inner: GestureRecognizer<Inner>
    let transform: (GestureStep<Inner>) -> GestureStep<Value>
    let onCancel: () -> Void

    init(_ inner: GestureRecognizer<Inner>, onCancel: @escaping () -> Void = {},
         transform: @escaping (GestureStep<Inner>) -> GestureStep<Value>) {
        self.inner = inner
        self.transform = transform
        self.onCancel = onCancel
    }

    override func handle(_ sample: PointerSample) -> GestureStep<Value> { transform(inner.handle(sample)) }
    override func cancel() {
        inner.cancel()
        onCancel()
    }
    override var deadline: Double? { inner.deadline }
}
