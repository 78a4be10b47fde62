extension View {
    /// Expands the safe area of a view.
    ///
    /// Differs from SwiftUI: a Tessera window or image has no safe area yet (no bars inset
    /// content, and there is no software keyboard), so there is nothing to expand into and the
    /// view is laid out as it is (Divergences L13).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    ///
    /// Differs from SwiftUI: as ``ignoresSafeArea(_:edges:)``.
    @available(swift, deprecated: 100000, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
