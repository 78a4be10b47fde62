import Foundation

/// A shape that is a part of another shape's outline: what `trim(from:to:)` returns.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape to trim.
    public var shape: S
    /// The fraction of the outline where the trimmed shape starts.
    public var startFraction: CGFloat
    /// The fraction of the outline where the trimmed shape ends.
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path.
    ///
    /// To create a `Shape` instance, you define the shape's path using lines and curves. Use
    /// the `trim(from:to:)` method to draw a portion of a shape by ignoring portions of the
    /// beginning and ending of the shape's path.
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
