import Foundation

/// A shape that a chart draws at a point (a point mark, or a symbol on a line).
public protocol ChartSymbolShape: Shape {
    /// The rect, in a unit square, that the shape appears to fill; the chart scales a symbol
    /// so this rect has the symbol's size.
    var perceptualUnitRect: CGRect { get }
}

/// A type-erased symbol shape.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let makePath: @Sendable (CGRect) -> Path
    /// The shape's perceptual unit rect.
    public let perceptualUnitRect: CGRect
    /// Whether the chart strokes the symbol (a plus, a cross) instead of filling it.
    let isStroked: Bool

    /// Wraps a symbol shape.
    public init<S: ChartSymbolShape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        perceptualUnitRect = shape.perceptualUnitRect
        isStroked = (shape as? BasicChartSymbolShape)?.isStroked ?? false
    }

    /// The shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
