import Foundation

/// A shape that is the stroke of another shape: what `stroke(style:)` and `stroke(lineWidth:)`
/// return.
///
/// As a shape, its path is the outline of the stroke (``Path/strokedPath(_:)``); when drawn
/// as a view, the display list records a true stroke of the base shape instead.
nonisolated public struct _StrokedShape<S: Shape>: Shape {
    /// The shape to stroke.
    public var shape: S
    /// How to stroke it.
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
