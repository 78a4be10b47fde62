/// Chart content that represents data using rectangles (a heat map, a highlighted range).
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var mark: PlottedMark

    /// Creates a rectangle centered at a position; with categorical values it fills the band.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle, x: PlotChannel(x), y: PlotChannel(y))
        mark.width = width
        mark.height = height
    }

    /// Creates a rectangle spanning two intervals.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle,
                           x: PlotChannel(value: xStart.plotValue, interval: (xStart.plotValue, xEnd.plotValue)),
                           y: PlotChannel(value: yStart.plotValue, interval: (yStart.plotValue, yEnd.plotValue)))
    }

    /// Creates a rectangle spanning an x interval, the plot's full height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = PlottedMark(kind: .rectangle, x: PlotChannel(value: xStart.plotValue, interval: (xStart.plotValue, xEnd.plotValue)))
    }

    /// Creates a rectangle spanning a y interval, the plot's full width.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle, y: PlotChannel(value: yStart.plotValue, interval: (yStart.plotValue, yEnd.plotValue)))
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("RectangleMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
