extension View {
    /// Sets whether a scroll view clips its content to its bounds.
    ///
    /// A scroll view clips by default: what its content draws outside its bounds doesn't show,
    /// and a press there doesn't reach the content. With clipping disabled, the content draws
    /// (and is hit) outside the bounds too — for shadows or overlapping rows at the edges.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}

extension EnvironmentValues {
    /// Whether scroll views leave their content unclipped (``View/scrollClipDisabled(_:)``).
    @Entry var isScrollClipDisabled: Bool = false
}
