import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with the given corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uniform corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by a fixed amount, its corner radii reduced by the same amount.
    nonisolated public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat

        public init(base: RoundedRectangle, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }

        public func path(in rect: CGRect) -> Path {
            let size = CGSize(width: max(0, base.cornerSize.width - amount), height: max(0, base.cornerSize.height - amount))
            return Path(roundedRect: rect.insetBy(dx: amount, dy: amount).clampedToZero, cornerSize: size, style: base.style)
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}
