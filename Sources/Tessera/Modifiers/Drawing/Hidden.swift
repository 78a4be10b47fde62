extension View {
    /// Hides this view unconditionally.
    ///
    /// A hidden view keeps its place in layout but draws nothing.
    public func hidden() -> some View {
        modifier(HiddenEffect())
    }
}

/// Keeps its content's layout and draws nothing (a group of zero opacity, which renderers skip).
struct HiddenEffect: DrawingEffectModifier {
    typealias Body = Never

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(opacity: 0)
    }
}
