extension View {
    /// Adds an equal padding amount to specific edges of this view.
    ///
    /// A nil `length` is the system's default padding: 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier(PaddingLayout(edges, length))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        layoutModifier(PaddingLayout(.all, length))
    }

    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        layoutModifier(PaddingLayout(insets: insets))
    }
}
