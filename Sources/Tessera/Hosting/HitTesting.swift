/// Finds what a pointer event at a point reaches: the topmost enabled, hit-testable tap target
/// whose frame contains the point, in drawing order (later views are on top; inner views win
/// over the views that contain them, as SwiftUI's gesture priority does).
@MainActor
enum HitTesting {
    static func tapTarget(at point: CGPoint, in root: ViewNode, tapCount: Int = 1) -> (node: ViewNode, target: any TapTarget)? {
        let node = topmost(at: point, in: root) { node in
            guard let target = tapTarget(of: node) else { return false }
            return target.tapCount == tapCount
        }
        guard let node, let target = tapTarget(of: node) else { return nil }
        return (node, target)
    }

    /// The topmost enabled, hit-testable node under `point` that `matches`, in drawing order
    /// (the presented top layers last; none below a modal one).
    static func topmost(at point: CGPoint, in root: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        var found: ViewNode?
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            guard node.environment.allowsHitTesting, !node.clipsOutEvents(at: point) else { return }
            if let subview = node.viewAs(Subview.self) {
                visit(subview.resolved.node)
                return
            }
            if node.environment.isEnabled, matches(node), PointerCoordinator.hits(node, point) {
                found = node
            }
            for child in node.walkedChildren { visit(child) }
        }
        for layer in root.graph.eventRoots { visit(layer) }
        return found
    }

    /// The tap target a node is, as its view or its modifier, when it takes taps now.
    static func tapTarget(of node: ViewNode) -> (any TapTarget)? {
        if let modifier = node.modifierValue as? any TapTarget { return modifier }
        guard let view = node.viewAs((any TapTarget).self), view.takesTaps(in: node) else { return nil }
        return view
    }
}

extension OffscreenHost {
    /// Delivers a tap (press and release) at `point` in the host's coordinates, as a pointer
    /// would: the topmost tappable view there performs its action; then the host updates.
    /// Returns whether a view took the tap.
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> Bool {
        if graph.root?.dismissPopover(outside: point) == true {
            update()
            return true
        }
        guard let root = graph.root, let (node, target) = HitTesting.tapTarget(at: point, in: root, tapCount: count) else { return false }
        target.performTap(at: point, node: node)
        update()
        return true
    }
}
