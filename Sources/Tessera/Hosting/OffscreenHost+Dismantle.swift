extension OffscreenHost {
    /// Removes the content for good, as closing its window does: every node is unmounted
    /// (children first), so `onDisappear` actions run and `.task`s are cancelled, and the
    /// queued actions run before this returns.
    ///
    /// The host shows nothing afterwards; a window runtime stops sending it events and frames.
    package func dismantle() {
        onNeedsUpdate = nil
        graph.root?.unmount()
        graph.update()
    }
}
