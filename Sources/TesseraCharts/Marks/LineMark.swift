/// Chart content that represents data using a sequence of connected line segments.
///
/// Points of the same series (the `series:` value, else the value given to
/// `.foregroundStyle(by:)` or `.symbol(by:)`) are joined in the order of the data.
public struct LineMark: ChartContent, CompactChartMark {
    /// The mark's two values, or the whole mark when it has a series, a range or a category.
    @usableFromInline package var compact: CompactMark

    /// Creates a line mark at a position.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        compact = CompactMark(kind: .line, x: x, y: y)
    }

    /// Creates a line mark at a position, in a series.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = PlottedMark(kind: .line, x: PlotChannel(x), y: PlotChannel(y))
        mark.series = series.plotValue
        compact = CompactMark(whole: mark)
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("LineMark has no body") }
    static var kind: MarkKind { .line }
    func collect(into collector: inout MarkCollector) { collector.add(compact, kind: .line) }
}
