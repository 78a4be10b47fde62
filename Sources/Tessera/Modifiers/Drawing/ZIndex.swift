extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Among the subviews of one container, a view with a higher z-index draws over views
    /// with lower ones; views with equal z-indices draw in their declaration order. The
    /// default is 0.
    ///
    /// Differs from SwiftUI: the order applies among the subviews of stacks, frames, overlays
    /// and other containers that lay out their content's subviews, and of the root; the cells
    /// of a `Grid` draw in declaration order.
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
