extension OffscreenHost {
    /// Presses the pointer at `point` (host coordinates), as a mouse button or a touch would:
    /// the views under it whose gestures, tap actions or text take part begin tracking the
    /// press, and the innermost focusable one takes focus. Then the host updates.
    ///
    /// Presses at the same place within half a second count up (`clickCount` overrides).
    /// Returns whether a view took part.
    @discardableResult
    public func pointerDown(at point: CGPoint, clickCount: Int? = nil) -> Bool {
        pointerClock += 1.0 / 60
        let taken = graph.pointer.down(at: point, time: pointerClock, clickCount: clickCount)
        update()
        return taken
    }

    /// Moves the pressed pointer to `point` (1/60 s after the last event); hovering when no
    /// press is tracked. Then the host updates.
    @discardableResult
    public func pointerMove(to point: CGPoint) -> Bool {
        pointerClock += 1.0 / 60
        let handled = graph.pointer.isTracking
            ? graph.pointer.move(to: point, time: pointerClock)
            : graph.pointer.hover(at: point, in: graph.root)
        update()
        return handled
    }

    /// Releases the pointer at `point`. Returns whether a gesture recognized the press.
    @discardableResult
    public func pointerUp(at point: CGPoint) -> Bool {
        pointerClock += 1.0 / 60
        let recognized = graph.pointer.up(at: point, time: pointerClock)
        update()
        return recognized
    }

    /// Keeps the pointer pressed for `seconds` without moving (a long press), then updates.
    public func holdPointer(for seconds: Double) {
        pointerClock += seconds
        graph.pointer.tick(time: pointerClock)
        update()
    }

    /// Presses at `start`, moves in `steps` even steps to `end`, and releases there.
    /// Returns whether a gesture recognized the drag.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4) -> Bool {
        pointerDown(at: start)
        for step in 1...max(1, steps) {
            let t = CGFloat(step) / CGFloat(max(1, steps))
            pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        return pointerUp(at: end)
    }

    /// The pointer left the host (hover actions of the views it was over end).
    public func pointerExited() {
        graph.pointer.hover(at: nil, in: graph.root)
        update()
    }

    /// The next event's time when a backend gives none (a monotonic clock in seconds).
    package var pointerClock: Double {
        get { graph.pointer.clock }
        set { graph.pointer.clock = newValue }
    }

    /// Delivers a backend's pointer event at `time` (seconds, any origin) without updating.
    /// With `includingTapTargets` false, buttons and tap actions are left to ``tap(at:count:)``.
    package func deliverPointer(_ phase: PointerEventPhase, at point: CGPoint, time: Double, includingTapTargets: Bool = true) -> Bool {
        graph.pointer.clock = time
        switch phase {
        case .down: return graph.pointer.down(at: point, time: time, includingTapTargets: includingTapTargets)
        case .moved: return graph.pointer.isTracking ? graph.pointer.move(to: point, time: time) : graph.pointer.hover(at: point, in: graph.root)
        case .up: return graph.pointer.up(at: point, time: time)
        case .exited: return graph.pointer.hover(at: nil, in: graph.root)
        case .tick:
            graph.pointer.tick(time: time)
            return graph.pointer.isTracking
        }
    }

    /// When the current press wants a tick without pointer movement (a long press's deadline).
    package var pointerDeadline: Double? { graph.pointer.nextDeadline }
}

/// A backend's pointer event.
package enum PointerEventPhase {
    case down, moved, up, exited, tick
}
