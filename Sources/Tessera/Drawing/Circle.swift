import Foundation

/// A circle centered on the frame of the view containing it.
///
/// The circle's radius equals half the length of the frame rectangle's smallest edge.
nonisolated public struct Circle: InsettableShape {
    /// Creates a new circle shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }

    /// Returns the size of the view that will render the shape, given a proposed size.
    ///
    /// A circle is as large as the smaller proposed dimension, on both axes.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A circle inset by a fixed amount.
    nonisolated public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public init(amount: CGFloat) { self.amount = amount }

        public func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: amount, dy: amount).clampedToZero) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}
