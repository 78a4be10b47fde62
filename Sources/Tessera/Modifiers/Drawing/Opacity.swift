extension View {
    /// Sets the transparency of this view.
    ///
    /// The view and everything it contains are drawn together, then composited with
    /// `opacity`: overlapping parts don't show through each other.
    ///
    /// - Parameter opacity: A value between 0 (fully transparent) and 1 (fully opaque).
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityEffect(opacity: opacity))
    }
}

/// Draws its content with an opacity.
struct OpacityEffect: DrawingEffectModifier {
    typealias Body = Never
    let opacity: Double

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(opacity: min(1, max(0, opacity)))
    }
}
