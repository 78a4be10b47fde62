extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeEffect(blendMode: blendMode))
    }
}

/// Composites its content onto what lies beneath with a blend mode.
struct BlendModeEffect: DrawingEffectModifier {
    typealias Body = Never
    let blendMode: BlendMode

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(blendMode: blendMode)
    }
}
