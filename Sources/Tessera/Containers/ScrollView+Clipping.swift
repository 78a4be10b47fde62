extension ViewNode {
    /// Whether this node is a scroll view and `point` (root coordinates) lies outside its
    /// bounds: a scroll view clips its content, so no view inside it is hit there — a press on
    /// the part of a row scrolled out of view reaches what is really drawn at that point.
    ///
    /// The event walks (taps, pointer presses, hover, secondary clicks, scrolling) stop at such
    /// a node; the display list clips its content to the same bounds (`DisplayListRecorder`).
    /// Neither happens under ``View/scrollClipDisabled(_:)``.
    func clipsOutEvents(at point: CGPoint) -> Bool {
        guard payload is ScrollState, let layoutNode, layoutNode.isPlaced, !environment.isScrollClipDisabled else { return false }
        return !layoutNode.globalFrame.contains(point)
    }
}
