extension View {
    /// Wraps this view in a compositing group.
    ///
    /// Effects applied after it (opacity, blend mode, shadow) act on the group as a whole.
    ///
    /// Differs from SwiftUI: every group-level effect in Tessera already composites its content
    /// as a whole, so this group draws its content as is.
    public func compositingGroup() -> some View {
        modifier(CompositingGroupEffect())
    }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// Differs from SwiftUI: `opaque` and `colorMode` are accepted and ignored; the group draws
    /// its content as ``compositingGroup()`` does.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(CompositingGroupEffect())
    }
}

/// Draws its content as one group, with no effect of its own.
struct CompositingGroupEffect: DrawingEffectModifier {
    typealias Body = Never

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects()
    }
}
