import Foundation

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape {
    /// Creates a new ellipse shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse inset by a fixed amount.
    nonisolated public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public init(amount: CGFloat) { self.amount = amount }

        public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: amount, dy: amount).clampedToZero) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}
