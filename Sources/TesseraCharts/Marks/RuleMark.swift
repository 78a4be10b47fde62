/// Chart content that represents data using a single horizontal or vertical rule (a
/// threshold, an average).
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var mark: PlottedMark

    /// Creates a vertical rule across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlottedMark(kind: .rule, x: PlotChannel(x))
    }

    /// Creates a horizontal rule across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, y: PlotChannel(y))
    }

    /// Creates a horizontal rule from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, x: PlotChannel(value: xStart.plotValue, interval: (xStart.plotValue, xEnd.plotValue)),
                           y: PlotChannel(y))
    }

    /// Creates a vertical rule from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, x: PlotChannel(x),
                           y: PlotChannel(value: yStart.plotValue, interval: (yStart.plotValue, yEnd.plotValue)))
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("RuleMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
