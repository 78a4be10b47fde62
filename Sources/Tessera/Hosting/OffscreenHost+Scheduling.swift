extension OffscreenHost {
    /// Called when state changed and the host needs an ``update()``: a window runtime sets it to
    /// schedule one frame (several changes before that frame make one update).
    ///
    /// Not called for changes made during an update (the update applies them itself).
    package var onNeedsUpdate: (() -> Void)? {
        get { graph.onNeedsUpdate }
        set { graph.onNeedsUpdate = newValue }
    }
}

extension OffscreenHost {
    /// The laid-out `Text` views, depth-first: each one's plain text and frame in the host's
    /// coordinates. A window runtime prints them when tracing, so that tools driving a real
    /// window (tests under Xvfb) know where to click.
    package var textFrames: [(text: String, frame: CGRect)] {
        var result: [(String, CGRect)] = []
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            if let text = node.viewAs(Text.self), let frame = node.layoutNode?.globalFrame {
                result.append((text.plainText, frame))
            }
            for child in node.children { visit(child) }
        }
        if let root = graph.root { visit(root) }
        return result
    }
}
