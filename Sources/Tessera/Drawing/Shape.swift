import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Shapes without an explicit fill or stroke get a default fill based on the foreground
/// color: a shape's `body` is a ``_ShapeView`` that fills it with ``ForegroundStyle``.
/// A shape's path is described in the rectangle the shape is laid out in; by default a shape
/// takes any size proposed to it (10 points for an unspecified dimension).
///
/// Differs from SwiftUI: shapes are not `Animatable` yet, and `layoutDirectionBehavior`
/// and `role` are not part of the protocol.
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The size of a shape is the proposed size, with 10 points for an unspecified dimension.
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape's content: the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}
