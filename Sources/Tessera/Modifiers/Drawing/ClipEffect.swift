extension View {
    /// Sets a clipping shape for this view.
    ///
    /// The shape is laid out in the view's frame; only the parts of the view inside it draw.
    @inlinable
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipEffect(shape: shape, style: style))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// - Parameter antialiased: Whether the edges of the clip are smoothed.
    @inlinable
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipEffect(shape: Rectangle(), style: FillStyle(antialiased: antialiased)))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(swift, deprecated: 100000, message: "Use `clipShape` or `fill` instead.")
    @inlinable
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipEffect(shape: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased)))
    }
}

/// Draws only the part of its content inside a shape laid out in the content's frame.
///
/// `@usableFromInline`: the modifiers making it are inlined into the caller (a body calling
/// `.cornerRadius(_:)` otherwise made its `ModifiedContent` through unspecialized generic code,
/// a run-time metadata look-up per call).
@usableFromInline
struct ClipEffect<ClipShape: Shape>: DrawingEffectModifier {
    @usableFromInline typealias Body = Never
    let shape: ClipShape
    let style: FillStyle

    @usableFromInline
    init(shape: ClipShape, style: FillStyle) {
        self.shape = shape
        self.style = style
    }

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(clip: DisplayList.Clip(path: shape.path(inFrame: frame), style: style))
    }
}
