import Foundation

/// A rectangular shape with rounded corners with different values, aligned inside the frame
/// of the view containing it.
///
/// Differs from SwiftUI: leading and trailing are the left and right corners whatever the
/// layout direction.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// An uneven rounded rectangle inset by a fixed amount, its radii reduced by the same amount.
    nonisolated public struct _Inset: InsettableShape {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat

        public init(base: UnevenRoundedRectangle, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }

        public func path(in rect: CGRect) -> Path {
            let r = base.cornerRadii
            let radii = RectangleCornerRadii(topLeading: max(0, r.topLeading - amount),
                                             bottomLeading: max(0, r.bottomLeading - amount),
                                             bottomTrailing: max(0, r.bottomTrailing - amount),
                                             topTrailing: max(0, r.topTrailing - amount))
            return Path(roundedRect: rect.insetBy(dx: amount, dy: amount).clampedToZero, cornerRadii: radii,
                        style: base.style)
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}
