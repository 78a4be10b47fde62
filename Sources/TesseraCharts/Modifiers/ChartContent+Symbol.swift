import Foundation

extension ChartContent {
    /// Sets a plotting symbol type for the chart content.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = AnyChartSymbolShape(symbol)
        return modified { $0.symbol = .shape(shape) }
    }

    /// Sets a SwiftUI view to use as the symbol for the chart content.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbol = .view(view) }
    }

    /// Sets a view to use as the symbol for the chart content (seed 002's
    /// `.symbol(Circle().strokeBorder(lineWidth: 2))`).
    ///
    /// Tessera addition: the view-valued spelling from Swift Charts' first release; the current
    /// spelling is ``symbol(symbol:)``.
    @_disfavoredOverload
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        let view = AnyView(symbol)
        return modified { $0.symbol = .view(view) }
    }

    /// Represents data using a symbol shape chosen by a value (circle, square, triangle, …).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let series = value.plotValue
        return modified { $0.symbolSeries = series }
    }

    /// Sets the area of the plotting symbol, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// Sets the size of the plotting symbol.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size.width * size.height }
    }
}
