import Foundation

/// A shape provider that strokes its shape.
///
/// You don't create this type directly; it's the return type of `Shape.stroke`. It is data
/// only: the view graph draws it as a leaf sized by its shape, and records a stroke of the
/// shape's path, centred on the outline.
///
/// Differs from SwiftUI: Tessera's API always makes it with an `EmptyView` background
/// (SwiftUI's `ShapeView` chaining, as in `Circle().fill(.red).stroke(.blue)`, is not available).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: View {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Create a StrokeShapeView.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public typealias Body = Never
}

extension Shape {
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                      antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                      antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
    /// define the stroke characteristics.
    public nonisolated func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by
    /// `lineWidth` and all other properties of `StrokeStyle` having their default values.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}
