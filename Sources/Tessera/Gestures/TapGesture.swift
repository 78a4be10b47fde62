/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }

    public typealias Value = Void
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Void> {
        let spatial = SpatialTapRecognizer(count: count, space: .local)
        return MapRecognizer(spatial) { step in
            switch step {
            case .possible: .possible
            case .changed: .changed(())
            case .ended: .ended(())
            case .failed: .failed
            }
        }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Value> {
        SpatialTapRecognizer(count: count, space: coordinateSpace)
    }
}

/// A tap: the press is released within 10 points of where it began, as the `count`-th click.
final class SpatialTapRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
    let count: Int
    let space: CoordinateSpace
    static let slop: CGFloat = 10

    init(count: Int, space: CoordinateSpace) {
        self.count = count
        self.space = space
    }

    override func handle(_ sample: PointerSample) -> GestureStep<SpatialTapGesture.Value> {
        guard sample.distance <= Self.slop else { return .failed }
        switch sample.phase {
        case .down, .moved, .tick: return .possible
        case .up:
            guard sample.clickCount == count else { return .failed }
            return .ended(.init(location: sample.convert(sample.location, to: space)))
        }
    }
}
