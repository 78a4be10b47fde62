/// Chart content that represents data using points (a scatter plot).
public struct PointMark: ChartContent, PrimitiveChartContent {
    @usableFromInline var mark: PlottedMark

    /// Creates a point mark at a position.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point, x: PlotChannel(x), y: PlotChannel(y))
    }

    /// Creates a point mark on a horizontal line through the middle of the plot.
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlottedMark(kind: .point, x: PlotChannel(x))
    }

    /// Creates a point mark on a vertical line through the middle of the plot.
    @inlinable
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point, y: PlotChannel(y))
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("PointMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
