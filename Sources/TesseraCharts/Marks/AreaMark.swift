/// Chart content that represents data using the area under a line, or between two lines.
///
/// Areas of different series (`.foregroundStyle(by:)`) stack by default.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var mark: PlottedMark

    /// Creates an area mark from zero to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .area, x: PlotChannel(x), y: PlotChannel(y))
        mark.stacking = stacking
    }

    /// Creates an area mark from zero to `y` at `x`, in a series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .area, x: PlotChannel(x), y: PlotChannel(y))
        mark.series = series.plotValue
        mark.stacking = stacking
    }

    /// Creates an area mark between `yStart` and `yEnd` at `x` (a band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .area, x: PlotChannel(x),
                           y: PlotChannel(value: yEnd.plotValue, interval: (yStart.plotValue, yEnd.plotValue)))
        mark.stacking = .unstacked
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("AreaMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
