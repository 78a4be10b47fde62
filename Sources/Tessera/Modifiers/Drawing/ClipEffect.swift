extension View {
    /// Sets a clipping shape for this view.
    ///
    /// The shape is laid out in the view's frame; only the parts of the view inside it draw.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipEffect(shape: shape, style: style))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// - Parameter antialiased: Whether the edges of the clip are smoothed.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipEffect(shape: Rectangle(), style: FillStyle(antialiased: antialiased)))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(*, deprecated, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipEffect(shape: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased)))
    }
}

/// Draws only the part of its content inside a shape laid out in the content's frame.
struct ClipEffect<ClipShape: Shape>: DrawingEffectModifier {
    typealias Body = Never
    let shape: ClipShape
    let style: FillStyle

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(clip: DisplayList.Clip(path: shape.path(inFrame: frame), style: style))
    }
}
