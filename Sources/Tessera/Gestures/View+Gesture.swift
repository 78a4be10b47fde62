extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// Gestures inside the view (a button, an inner `gesture`) take a press first; this one
    /// recognizes it if they don't.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}

/// How a gesture competes with the others under the pointer.
enum GesturePriority {
    /// Inner gestures first; the first to recognize wins and the others are cancelled.
    case normal
    /// Before the gestures inside the view.
    case high
    /// Alongside the others: never cancelled by them, never cancelling them.
    case simultaneous
}

/// Attaches a gesture to the modified view.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    public typealias Body = Never
}

extension _GestureModifier: PrimitiveModifier, PointerTarget {
    static var subviewBehavior: SubviewBehavior { .distributing }

    func makePointerTracker(node: ViewNode) -> PointerTracker? {
        guard mask.contains(.gesture) else { return nil }
        return GestureTracker(recognizer: gesture.recognizer(), priority: priority, blocksSubviews: !mask.contains(.subviews))
    }
}

/// A pointer tracker driving a gesture recognizer.
final class GestureTracker<Value>: PointerTracker {
    let recognizer: GestureRecognizer<Value>

    init(recognizer: GestureRecognizer<Value>, priority: GesturePriority, blocksSubviews: Bool = false) {
        self.recognizer = recognizer
        super.init(priority: priority, blocksSubviews: blocksSubviews)
    }

    override func handle(_ sample: PointerSample) -> PointerTracker.Step {
        switch recognizer.handle(sample) {
        case .possible: .possible
        case .changed: .active
        case .ended: .ended
        case .failed: .failed
        }
    }

    override func cancel() { recognizer.cancel() }
    override var deadline: Double? { recognizer.deadline }
}
