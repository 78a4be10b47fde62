extension View {
    /// Sets the view's background to a style.
    ///
    /// The style fills the view's frame, behind its content.
    ///
    /// Differs from SwiftUI: Tessera has no safe area yet, so `edges` changes nothing.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }
}
