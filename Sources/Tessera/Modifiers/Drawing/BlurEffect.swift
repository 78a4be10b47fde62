extension View {
    /// Applies a Gaussian blur to this view.
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur, in points.
    ///   - opaque: Whether the blur renders an opaque result.
    ///
    /// Differs from SwiftUI: `opaque` is accepted and ignored; the blur always fades at the
    /// edges of the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurEffect(radius: radius))
    }
}

/// Draws its content blurred.
struct BlurEffect: DrawingEffectModifier {
    typealias Body = Never
    let radius: CGFloat

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(blurRadius: max(0, radius))
    }
}
