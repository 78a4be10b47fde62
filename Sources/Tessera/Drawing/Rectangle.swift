import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
    /// Creates a new rectangle shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by a fixed amount on every edge.
    nonisolated public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public init(amount: CGFloat) { self.amount = amount }

        public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount).clampedToZero) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension CGRect {
    /// The rectangle with negative dimensions (from over-insetting) collapsed to zero about
    /// its centre.
    package var clampedToZero: CGRect {
        guard !isNull else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
        var r = self
        if r.width < 0 { r = CGRect(x: r.midX, y: r.minY, width: 0, height: r.height) }
        if r.height < 0 { r = CGRect(x: r.minX, y: r.midY, width: r.width, height: 0) }
        return r
    }
}
