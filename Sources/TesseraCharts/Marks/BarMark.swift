/// Chart content that represents data using bars.
///
/// A bar reaches from zero to its numeric value along the numeric axis and fills a band
/// of the other axis (a category, or a binned date's unit). Bars at the same position stack
/// by default; `.position(by:)` sets them side by side instead.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var mark: PlottedMark

    /// Creates a bar mark at a position.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar, x: PlotChannel(x), y: PlotChannel(y))
        mark.width = width
        mark.height = height
        mark.stacking = stacking
    }

    /// Creates a horizontal bar that spans the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar, x: PlotChannel(x))
        mark.height = height
        mark.stacking = stacking
    }

    /// Creates a vertical bar that spans the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar, y: PlotChannel(y))
        mark.width = width
        mark.stacking = stacking
    }

    /// Creates a horizontal bar from `xStart` to `xEnd` at `y` (a Gantt bar).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .bar, x: PlotChannel(value: xStart.plotValue, interval: (xStart.plotValue, xEnd.plotValue)),
                           y: PlotChannel(y))
        mark.height = height
        mark.stacking = .unstacked
    }

    /// Creates a vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .bar, x: PlotChannel(x),
                           y: PlotChannel(value: yStart.plotValue, interval: (yStart.plotValue, yEnd.plotValue)))
        mark.width = width
        mark.stacking = .unstacked
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("BarMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
