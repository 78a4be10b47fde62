/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity of the drag gesture, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event of
        /// the drag gesture.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will
        /// be if dragging stopped now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will
        /// be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    private var isActive = false
    private var last: (location: CGPoint, time: Double)?

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    override func handle(_ sample: PointerSample) -> GestureStep<DragGesture.Value> {
        let value = makeValue(sample)
        last = (sample.location, sample.time)
        switch sample.phase {
        case .down, .moved, .tick:
            if !isActive, sample.distance >= minimumDistance { isActive = true }
            return isActive ? .changed(value) : .possible
        case .up:
            return isActive ? .ended(value) : .failed
        }
    }

    private func makeValue(_ sample: PointerSample) -> DragGesture.Value {
        var velocity = CGSize.zero
        if let last, sample.time > last.time {
            let dt = sample.time - last.time
            velocity = CGSize(width: (sample.location.x - last.location.x) / dt, height: (sample.location.y - last.location.y) / dt)
        }
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: sample.time),
                                 location: sample.convert(sample.location, to: space),
                                 startLocation: sample.convert(sample.startLocation, to: space),
                                 velocity: velocity)
    }
}
