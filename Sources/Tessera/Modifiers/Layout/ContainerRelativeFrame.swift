extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    ///
    /// Differs from SwiftUI: the container is the window (the host's root); scroll views and
    /// other containers don't yet provide their size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        layoutModifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, divided into `count` columns or rows of which the view spans `span`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        layoutModifier(ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, transformed by `length`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) -> some View {
        layoutModifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, lengthTransform: length))
    }
}
