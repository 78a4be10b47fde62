import Foundation

/// Chart content that represents data using a sector of a pie or donut chart.
///
/// Sectors share the circle in proportion to their values, clockwise from the top.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var mark: PlottedMark

    /// Creates a sector whose angle is proportional to `angle`.
    ///
    /// - Parameters:
    ///   - innerRadius: the hole of a donut (`.ratio(0.6)`); none by default.
    ///   - outerRadius: the radius; the largest circle that fits the plot by default.
    ///   - angularInset: a gap, in points, on each side of the sector.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark = PlottedMark(kind: .sector)
        mark.angle = angle.plotValue.continuous ?? .nan
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset
    }

    /// Never evaluated: the mark is collected directly.
    public var body: Never { fatalError("SectorMark has no body") }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
