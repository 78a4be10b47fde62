import Foundation

/// A color or pattern to use when rendering a shape.
///
/// Built-in styles (``Color``, gradients, ``Material``, ``ForegroundStyle``, ``HierarchicalShapeStyle``,
/// ``TintShapeStyle``, ``AnyShapeStyle``) resolve directly to what a renderer paints. A custom
/// style implements ``resolve(in:)`` and returns another style.
///
/// Differs from SwiftUI: images and shadows as shape styles are not available yet; materials
/// are translucent fills without a backdrop blur (``Material``).
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to.
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluate to a resolved shape style given the current `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles resolve themselves; they have no `Resolved` style.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in shape style and resolves itself")
    }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

/// A style that Tessera resolves itself, straight to what a renderer paints.
protocol PrimitiveShapeStyle: ShapeStyle {
    /// The paint for this style in `context`, covering `bounds` (for gradients' unit points).
    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A style drawn with its opacity multiplied by a constant.
public struct _OpacityShapeStyle<Base: ShapeStyle>: PrimitiveShapeStyle {
    public var base: Base
    public var opacity: Double

    func shading(in context: ShapeStyleContext, bounds: CGRect, level: Int) -> DisplayList.Shading {
        context.shading(for: base, bounds: bounds, level: level).multiplyingOpacity(by: opacity)
    }
}
