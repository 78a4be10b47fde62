import Foundation

/// The properties chart-content modifiers give the marks inside them. Modifiers apply from
/// the outside in, so the modifier closest to a mark wins, as a view modifier does.
package struct MarkAttributes {
    package var foregroundStyle: AnyShapeStyle?
    /// The value the mark's style is chosen by (`.foregroundStyle(by:)`), with its label.
    package var styleSeries: (value: PlotValue, label: Text)?
    package var symbol: ChartSymbol?
    package var symbolSeries: PlotValue?
    /// The area of a symbol in square points (`.symbolSize(_:)`).
    package var symbolSize: CGFloat?
    package var lineStyle: StrokeStyle?
    package var interpolation: InterpolationMethod?
    package var opacity: Double = 1
    package var annotations: [MarkAnnotation] = []
    /// The value that groups bars side by side in their band (`.position(by:)`).
    package var positionGroup: PlotValue?
    package var cornerRadius: CGFloat?

    package init() {}
}

/// Immutable shared storage for a mark's attributes.
package final class MarkAttributesBox {
    package let value: MarkAttributes
    package init(_ value: MarkAttributes) { self.value = value }
}

/// A mark's symbol: a shape drawn by the chart, or a view placed at each point.
package enum ChartSymbol {
    case shape(AnyChartSymbolShape)
    case view(AnyView)
}

/// A view attached to a mark (`.annotation(position:alignment:spacing:content:)`).
package struct MarkAnnotation {
    package var position: AnnotationPosition
    package var alignment: Alignment
    package var spacing: CGFloat?
    package var content: AnyView
}
