/// A view or modifier that takes part in pointer presses (gestures, buttons, tap actions, text
/// fields).
@MainActor
protocol PointerTarget {
    /// A tracker for a press that began on the view in `node`, or nil to take no part.
    func makePointerTracker(node: ViewNode) -> PointerTracker?
}

/// Follows one press for one view: gets its events until it ends, fails, or is cancelled.
@MainActor
class PointerTracker {
    /// What the tracker made of an event.
    enum Step {
        /// Not (yet) recognized.
        case possible
        /// Recognized, and still going (the first `.active` claims the press from others).
        case active
        /// Recognized and finished.
        case ended
        /// Never recognized in this press.
        case failed
    }

    let priority: GesturePriority
    /// Whether the gestures inside the view take no part (`including: .gesture`).
    let blocksSubviews: Bool
    /// The node the tracker's view is in, and its frame when the press began.
    var node: ViewNode?
    var frame: CGRect = .zero

    init(priority: GesturePriority = .normal, blocksSubviews: Bool = false) {
        self.priority = priority
        self.blocksSubviews = blocksSubviews
    }

    func handle(_ sample: PointerSample) -> Step { .failed }
    func cancel() {}
    /// When the tracker wants a `.tick` without pointer movement.
    var deadline: Double? { nil }
}

/// A tap target (a `Button`, `onTapGesture`) in a press: a tap of its count performs it.
final class TapTargetTracker: PointerTracker {
    let target: any TapTarget
    let recognizer: SpatialTapRecognizer

    init(target: any TapTarget) {
        self.target = target
        recognizer = SpatialTapRecognizer(count: target.tapCount, space: .global)
        super.init()
    }

    override func handle(_ sample: PointerSample) -> Step {
        if target is any PressHighlighting, target.tapCount == 1 {
            // A button tracks like a control: the press may wander off and back; releasing it on
            // the button acts (a gesture around it that recognizes cancels it instead).
            guard sample.phase == .up else { return .possible }
            guard let node, node.isMounted, PointerCoordinator.hits(node, sample.location) else { return .failed }
            target.performTap(at: sample.location, node: node)
            return .ended
        }
        switch recognizer.handle(sample) {
        case .possible, .changed: return .possible
        case .failed: return .failed
        case .ended(let value):
            guard let node, node.isMounted else { return .failed }
            target.performTap(at: value.location, node: node)
            return .ended
        }
    }
}
