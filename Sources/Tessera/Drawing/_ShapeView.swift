import Foundation

/// A view that fills a shape with a style: what a shape draws as by default, and what
/// `fill(_:style:)` returns.
///
/// It is data only: the view graph draws it as a leaf that takes the size the shape's
/// ``Shape/sizeThatFits(_:)`` chooses, and records a fill of the shape's path in that frame.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape to fill.
    public var shape: Content
    /// The style to fill it with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
}

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
}
