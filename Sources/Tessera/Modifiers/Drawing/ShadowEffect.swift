extension View {
    /// Adds a shadow to this view.
    ///
    /// The shadow is cast by the view's drawn pixels (not its frame): text casts the shape of
    /// its glyphs.
    ///
    /// Differs from SwiftUI: the content casts one shadow as a whole, as after
    /// `compositingGroup()`; SwiftUI shadows each drawn element of a container separately.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: How far the shadow is blurred.
    ///   - x: The horizontal offset of the shadow.
    ///   - y: The vertical offset of the shadow.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}

/// Draws its content over a blurred, offset copy of its pixels in a color.
struct ShadowEffect: DrawingEffectModifier {
    typealias Body = Never
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        let resolved = node.environment.shapeStyleContext.color(for: color)
        return DisplayList.GroupEffects(shadow: DisplayList.Shadow(color: resolved, radius: max(0, radius), offset: offset))
    }
}
