extension OffscreenHost {
    /// The frame of the first `Text` showing `text` that the last layout placed, walking the
    /// graph as drawing and hit testing do (a custom container's subviews where it placed them):
    /// unlike ``frame(ofText:)``, a text a container keeps without showing it (a custom
    /// container's source, a swipe action not revealed) doesn't count.
    @_spi(Testing)
    public func placedFrame(ofText text: String) -> CGRect? {
        placedFrames(ofText: text).first
    }

    /// The frames of every placed `Text` showing `text`, in drawing order (see ``placedFrame(ofText:)``).
    @_spi(Testing)
    public func placedFrames(ofText text: String) -> [CGRect] {
        var frames: [CGRect] = []
        func visit(_ node: ViewNode) {
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
            if let subview = node.viewAs(Subview.self) {
                visit(subview.resolved.node)
                return
            }
            if node.viewAs(Text.self)?.plainText == text, let frame = node.layoutNode?.globalFrame {
                frames.append(frame)
            }
            let children = node.subviewBehavior == .transform ? node.children.dropFirst() : node.children[...]
            for child in children { visit(child) }
        }
        if let root = graph.root { visit(root) }
        return frames
    }
}

extension OffscreenHost {
    /// Whether a gesture of the content recognized the last press that ended (a drag, a long
    /// press): a backend whose clicks arrive separately drops the click of such a press.
    package var lastPressWasRecognizedByGesture: Bool { graph.pointer.lastPressWasRecognized }
}
