extension View {
    /// Adds a border to this view with the specified style and width.
    ///
    /// The border is drawn inside the view's frame, over its content: a `Rectangle` stroked
    /// inside its bounds, as an overlay.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
