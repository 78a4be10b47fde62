import Foundation

/// A shape provider that strokes the border of its shape.
///
/// You don't create this type directly; it's the return type of `Shape.strokeBorder`. The
/// stroke lies inside the shape's frame: the shape is inset by half the line width, then
/// stroked. It is data only, like ``StrokeShapeView``.
///
/// Differs from SwiftUI: Tessera's API always makes it with an `EmptyView` background.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: View {
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

    /// Create a stroke border shape.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public typealias Body = Never
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
                              background: EmptyView())
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with the foreground color.
    public func strokeBorder(style: StrokeStyle,
                             antialiased: Bool = true) -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
    /// stroke) of `self` with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
    /// stroke) of `self` with the foreground color.
    public func strokeBorder(lineWidth: CGFloat = 1,
                             antialiased: Bool = true) -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
