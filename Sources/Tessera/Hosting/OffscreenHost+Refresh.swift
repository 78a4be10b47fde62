extension OffscreenHost {
    /// Pulls the refreshable `List` under `point` down, as a user would to refresh it: runs the
    /// list's refresh action (``View/refreshable(action:)``), waits for it to finish, then
    /// updates. Returns false when there is no refreshable list there.
    @discardableResult
    public func pullToRefresh(at point: CGPoint) async -> Bool {
        guard let root = graph.root, let refresh = Self.refreshableList(at: point, in: root)?.environment.refresh else { return false }
        await refresh()
        update()
        return true
    }

    /// The innermost placed `List` whose frame contains `point`.
    private static func refreshableList(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            if node.viewIs((any ListRoot).self), node.environment.refresh != nil,
               let frame = node.firstPlacedFrame, frame.contains(point) {
                found = node
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }
}

extension ViewNode {
    /// The frame of the first laid-out node at or below this one (a composite view has no
    /// layout node of its own; its body's does).
    var firstPlacedFrame: CGRect? {
        if let layoutNode, layoutNode.isPlaced { return layoutNode.globalFrame }
        for child in children {
            if let frame = child.firstPlacedFrame { return frame }
        }
        return nil
    }
}
