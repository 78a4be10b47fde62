extension View {
    /// Rotates a view's rendered output in two dimensions around the specified point.
    ///
    /// The rotation doesn't change the view's layout: its frame stays where it was.
    ///
    /// - Parameters:
    ///   - angle: The angle by which to rotate the view (clockwise on screen for positive angles).
    ///   - anchor: A unit point within the view about which to perform the rotation.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffect(transform: CGAffineTransform(rotationAngle: angle.radians), anchor: anchor))
    }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffect(transform: CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor))
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}

/// Draws its content through an affine transform about an anchor point of its frame.
struct GeometryEffect: DrawingEffectModifier {
    typealias Body = Never
    let transform: CGAffineTransform
    let anchor: UnitPoint

    func effects(in frame: CGRect, node: ViewNode) -> DisplayList.GroupEffects {
        DisplayList.GroupEffects(transform: .about(anchor.point(in: frame), transform))
    }
}
