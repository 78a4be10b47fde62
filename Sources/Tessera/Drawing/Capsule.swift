import Foundation

/// A capsule shape aligned inside the frame of the view containing it.
///
/// A capsule shape is equivalent to a rounded rectangle where the corner radius is chosen as
/// half the length of the rectangle's smallest edge.
nonisolated public struct Capsule: InsettableShape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle

    /// Creates a new capsule shape.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: amount) }

    /// A capsule inset by a fixed amount.
    nonisolated public struct _Inset: InsettableShape {
        public var style: RoundedCornerStyle
        public var amount: CGFloat

        public init(style: RoundedCornerStyle, amount: CGFloat) {
            self.style = style
            self.amount = amount
        }

        public func path(in rect: CGRect) -> Path {
            Capsule(style: style).path(in: rect.insetBy(dx: amount, dy: amount).clampedToZero)
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: self.amount + amount) }
    }
}
