/// Pointer presses in one view graph: which views' gestures take part in a press, and which
/// one wins.
///
/// A press goes to the topmost view under the pointer that has a gesture, a tap action, or
/// text to edit, and to the views around it that have one too (its ancestors in the graph,
/// innermost first); high-priority gestures go before them, simultaneous ones alongside.
/// Each event goes to every tracker still in the race, in that order; the first to recognize
/// (a drag that moved far enough, a tap released in place, a long press held) wins and the
/// other non-simultaneous trackers are cancelled. A press also focuses the innermost focusable
/// view under it.
///
/// Hit testing uses the last layout: a view's frame, or the shape given by `contentShape`
/// inside it; hidden views (`allowsHitTesting(false)`) and disabled views take no part.
@MainActor
final class PointerCoordinator {
    private unowned let graph: ViewGraph
    private var session: Session?
    private var lastPress: (location: CGPoint, time: Double, count: Int)?
    /// Views with hover actions the pointer is over.
    var hovered: [ObjectIdentifier: WeakNode] = [:]
    /// The time of the last event, in seconds (a host's clock).
    var clock: Double = 0
    /// Whether a gesture recognized the last press that ended (a backend that delivers clicks
    /// separately doesn't also click after a drag).
    private(set) var lastPressWasRecognized = false

    /// How close in time and space a press must follow the last one to count as a double click.
    static let multiClickInterval = 0.5
    static let multiClickDistance: CGFloat = 5

    private struct Session {
        var trackers: [PointerTracker]
        var startLocation: CGPoint
        var startTime: Double
        var clickCount: Int
        var winner: PointerTracker?
    }

    init(graph: ViewGraph) { self.graph = graph }

    /// Whether a press is being tracked.
    var isTracking: Bool { session != nil || pressedNode != nil }

    /// When the current press wants a tick (a long press's deadline).
    var nextDeadline: Double? { session?.trackers.compactMap(\.deadline).min() }

    /// Starts a press at `location` (root coordinates). Returns whether a view took part.
    @discardableResult
    ///
    /// With `includingTapTargets` false, buttons and `onTapGesture` actions take no part (a
    /// backend that delivers their clicks through ``OffscreenHost/tap(at:count:)`` instead).
    func down(at location: CGPoint, time: Double, clickCount: Int? = nil, includingTapTargets: Bool = true) -> Bool {
        if session != nil { cancel() }
        lastPressWasRecognized = false
        let count = clickCount ?? nextClickCount(at: location, time: time)
        lastPress = (location, time, count)
        let chain = Self.hitChain(at: location, in: graph.root)
        if let focusable = chain.last(where: { FocusCoordinator.target(of: $0)?.acceptsFocus(node: $0) == true }) {
            graph.focus.focus(focusable)
        }
        let trackers = Self.trackers(for: chain, includingTapTargets: includingTapTargets)
        // Offscreen, a button shows pressed only when it takes part in the press (an enclosing
        // gesture may keep it out); a backend that delivers clicks itself highlights the button
        // under the pointer.
        highlightPress(in: chain) { node in
            !includingTapTargets || trackers.contains { $0 is TapTargetTracker && $0.node === node }
        }
        guard !trackers.isEmpty else { return false }
        session = Session(trackers: trackers, startLocation: location, startTime: time, clickCount: count)
        deliver(.down, at: location, time: time)
        return true
    }

    /// Moves the pointer during a press. Returns whether a press is being tracked.
    @discardableResult
    func move(to location: CGPoint, time: Double) -> Bool {
        if let pressed = pressedNode { setPressed(Self.hits(pressed, location)) }
        guard session != nil else { return false }
        deliver(.moved, at: location, time: time)
        return true
    }

    /// Ends the press. Returns whether a tracker recognized it.
    @discardableResult
    func up(at location: CGPoint, time: Double) -> Bool {
        endPressHighlight()
        guard session != nil else { return false }
        let recognized = deliver(.up, at: location, time: time)
        lastPressWasRecognized = recognized
        cancel()
        return recognized
    }

    /// Lets time pass during a press (a long press recognizes when its time has come).
    func tick(time: Double) {
        guard let session else { return }
        deliver(.tick, at: lastLocation ?? session.startLocation, time: time)
    }

    /// Abandons the press: every tracker still in it is cancelled.
    func cancel() {
        endPressHighlight()
        guard let current = session else { return }
        session = nil
        for tracker in current.trackers { tracker.cancel() }
    }

    private var lastLocation: CGPoint?

    // MARK: Pressed state

    /// The button under the press, shown pressed while the pointer is down on it.
    private var pressedNode: ViewNode?

    /// Starts showing the innermost tap target of `chain` pressed, when it shows presses (a
    /// `Button`: its style's `isPressed`). Independent of the trackers, so a backend that
    /// delivers clicks through `tap(at:)` shows presses too.
    private func highlightPress(in chain: [ViewNode], where takesPart: (ViewNode) -> Bool) {
        endPressHighlight()
        guard let node = chain.last(where: { HitTesting.tapTarget(of: $0) != nil }),
              HitTesting.tapTarget(of: node) is any PressHighlighting, takesPart(node) else { return }
        pressedNode = node
        setPressed(true)
    }

    private func setPressed(_ pressed: Bool) {
        guard let node = pressedNode, node.isMounted,
              let target = HitTesting.tapTarget(of: node) as? any PressHighlighting else { return }
        target.setPressed(pressed, node: node)
    }

    private func endPressHighlight() {
        setPressed(false)
        pressedNode = nil
    }

    /// Delivers one event; returns whether some tracker is (or just was) recognized.
    @discardableResult
    private func deliver(_ phase: PointerSample.Phase, at location: CGPoint, time: Double) -> Bool {
        guard var current = session else { return false }
        lastLocation = location
        var remaining: [PointerTracker] = []
        var recognized = current.winner != nil
        for tracker in current.trackers {
            if let winner = current.winner, winner !== tracker, tracker.priority != .simultaneous {
                tracker.cancel()
                continue
            }
            let sample = PointerSample(phase: phase, location: location, startLocation: current.startLocation, time: time,
                                       startTime: current.startTime, clickCount: current.clickCount, frame: tracker.frame)
            switch tracker.handle(sample) {
            case .possible:
                remaining.append(tracker)
            case .active:
                if tracker.priority != .simultaneous, current.winner == nil { current.winner = tracker }
                recognized = true
                remaining.append(tracker)
            case .ended:
                if tracker.priority != .simultaneous, current.winner == nil { current.winner = tracker }
                recognized = true
            case .failed:
                if current.winner === tracker { current.winner = nil }
            }
        }
        current.trackers = remaining
        session = remaining.isEmpty ? nil : current
        // Another gesture took the press: the button under it no longer shows pressed.
        if let winner = current.winner, let pressed = pressedNode, !(winner is TapTargetTracker && winner.node === pressed) {
            endPressHighlight()
        }
        return recognized
    }

    private func nextClickCount(at location: CGPoint, time: Double) -> Int {
        guard let last = lastPress, time - last.time <= Self.multiClickInterval,
              abs(location.x - last.location.x) <= Self.multiClickDistance,
              abs(location.y - last.location.y) <= Self.multiClickDistance else { return 1 }
        return last.count + 1
    }

    // MARK: Hit testing

    /// The interactive views under `point`: the topmost one and its interactive ancestors,
    /// outermost first.
    static func hitChain(at point: CGPoint, in root: ViewNode?) -> [ViewNode] {
        var stack: [ViewNode] = []
        var best: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            guard node.environment.allowsHitTesting, !node.clipsOutEvents(at: point) else { return }
            if let subview = node.viewAs(Subview.self) {
                visit(subview.resolved.node)
                return
            }
            let isTarget = node.environment.isEnabled && isInteractive(node) && hits(node, point)
            if isTarget {
                stack.append(node)
                best = stack
            }
            for child in node.walkedChildren { visit(child) }
            if isTarget { stack.removeLast() }
        }
        for layer in root?.graph.eventRoots ?? [] {
            stack = []
            visit(layer)
        }
        return best
    }

    private static func isInteractive(_ node: ViewNode) -> Bool {
        pointerTarget(of: node) != nil || HitTesting.tapTarget(of: node) != nil || FocusCoordinator.target(of: node) != nil
    }

    static func pointerTarget(of node: ViewNode) -> (any PointerTarget)? {
        if let modifier = node.modifierValue as? any PointerTarget { return modifier }
        return node.viewAs((any PointerTarget).self)
    }


    /// Whether `point` is in the view's hit area: its frame, or its content shape.
    static func hits(_ node: ViewNode, _ point: CGPoint) -> Bool {
        guard let frame = node.layoutNode?.globalFrame, frame.contains(point) else { return false }
        guard let shape = ContentShapeLookup.shape(under: node) else { return true }
        return shape.contains(point)
    }

    /// The trackers for a press on `chain` (outermost first): high-priority gestures first
    /// (outermost first), then the others innermost first.
    private static func trackers(for chain: [ViewNode], includingTapTargets: Bool) -> [PointerTracker] {
        var high: [PointerTracker] = [], normal: [PointerTracker] = []
        var blockedBelow = chain.count
        for (depth, node) in chain.enumerated() {
            guard depth < blockedBelow else { break }
            let frame = node.layoutNode?.globalFrame ?? .zero
            var made: [PointerTracker] = []
            if let target = pointerTarget(of: node), let tracker = target.makePointerTracker(node: node) { made.append(tracker) }
            if includingTapTargets, let target = HitTesting.tapTarget(of: node) { made.append(TapTargetTracker(target: target)) }
            for tracker in made {
                tracker.node = node
                tracker.frame = frame
                if tracker.blocksSubviews { blockedBelow = depth + 1 }
                if tracker.priority == .high { high.append(tracker) } else { normal.append(tracker) }
            }
        }
        let allowed = chain.prefix(blockedBelow).map(ObjectIdentifier.init)
        let filter = { (tracker: PointerTracker) in tracker.node.map { allowed.contains(ObjectIdentifier($0)) } ?? false }
        return high.filter(filter) + normal.filter(filter).reversed()
    }
}
