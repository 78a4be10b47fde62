extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Among the subviews of one container, a view with a higher z-index draws over views
    /// with lower ones; views with equal z-indices draw in their declaration order. The
    /// default is 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}

/// The drawing order of a subview among its container's subviews.
struct ZIndexModifier: PrimitiveModifier {
    typealias Body = Never
    let value: Double

    static var subviewBehavior: SubviewBehavior { .distributing }
}
