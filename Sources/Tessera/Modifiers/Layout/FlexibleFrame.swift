extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// Negative, NaN or out-of-order values are invalid: they are clamped and SwiftUI's
    /// runtime warning "Invalid frame dimension (negative or non-finite)." is printed once.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        layoutModifier(FlexibleFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        layoutModifier(FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        layoutModifier(OffsetLayout(offset: offset))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        layoutModifier(OffsetLayout(offset: CGSize(width: x, height: y)))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        layoutModifier(PositionLayout(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        layoutModifier(PositionLayout(position: CGPoint(x: x, y: y)))
    }

    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier(AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        layoutModifier(AspectRatioLayout(aspectRatio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
