/// Chart content that represents data using points (a scatter plot).
public struct PointMark: ChartContent, CompactChartMark {
    /// The mark's two values, or the whole mark when it has one channel, a range or a category.
    @usableFromInline package var compact: CompactMark

    /// Creates a point mark at a position.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        compact = CompactMark(kind: .point, x: x, y: y)
    }

    /// Creates a point mark on a horizontal line through the middle of the plot.
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>) {
        compact = CompactMark(whole: PlottedMark(kind: .point, x: PlotChannel(x)))
    }

    /// Creates a point mark on a vertical line through the middle of the plot.
    @inlinable
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        compact = CompactMark(whole: PlottedMark(kind: .point, y: PlotChannel(y)))
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("PointMark has no body") }
    static var kind: MarkKind { .point }
    func collect(into collector: inout MarkCollector) { collector.add(compact, kind: .point) }
}
