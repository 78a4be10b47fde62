/// Chart content that represents data using a sequence of connected line segments.
///
/// Points of the same series (the `series:` value, else the value given to
/// `.foregroundStyle(by:)` or `.symbol(by:)`) are joined in the order of the data.
public struct LineMark: ChartContent, PrimitiveChartContent {
    @usableFromInline var mark: PlottedMark

    /// Creates a line mark at a position.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .line, x: PlotChannel(x), y: PlotChannel(y))
    }

    /// Creates a line mark at a position, in a series.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark(kind: .line, x: PlotChannel(x), y: PlotChannel(y))
        mark.series = series.plotValue
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("LineMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
