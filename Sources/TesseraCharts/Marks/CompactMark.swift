import Foundation

/// What a `LineMark` or `PointMark` stores: for the common mark — a number or a date on both
/// axes, with no interval or series — just the two values as doubles (dates as seconds since
/// the reference date); for any other mark, the whole `PlottedMark` in a box.
///
/// A chart of 100,000 points builds, copies and destroys one mark per point, so the common
/// mark must be a few words: two doubles, two flags and an empty reference.
@usableFromInline
package struct CompactMark {
    @usableFromInline package var x: Double
    @usableFromInline package var y: Double
    @usableFromInline package var xIsDate: Bool
    @usableFromInline package var yIsDate: Bool
    /// The whole mark when it isn't plain; nil for a plain mark.
    @usableFromInline package var whole: PlottedMarkBox?

    @inlinable
    package init<X: Plottable, Y: Plottable>(kind: MarkKind, x: PlottableValue<X>, y: PlottableValue<Y>) {
        // Inlinable so that the chart's module specializes it: for an `Int` or a `Double` the
        // checks fold away and the mark is two stores.
        if let x = x.columnValue, let y = y.columnValue {
            self.init(x: x.value, xIsDate: x.isDate, y: y.value, yIsDate: y.isDate)
        } else {
            self.init(whole: PlottedMark(kind: kind, x: PlotChannel(x), y: PlotChannel(y)))
        }
    }

    @inlinable
    package init(x: Double, xIsDate: Bool, y: Double, yIsDate: Bool) {
        self.x = x
        self.y = y
        self.xIsDate = xIsDate
        self.yIsDate = yIsDate
        whole = nil
    }

    @usableFromInline
    package init(whole mark: PlottedMark) {
        x = 0
        y = 0
        xIsDate = false
        yIsDate = false
        whole = PlottedMarkBox(mark)
    }

    /// The mark as a `PlottedMark` of `kind`.
    package func plotted(kind: MarkKind) -> PlottedMark {
        if let whole { return whole.mark }
        return PlottedMark(kind: kind, x: PlotChannel(value: MarkList.PlainRun.value(x, isDate: xIsDate)),
                           y: PlotChannel(value: MarkList.PlainRun.value(y, isDate: yIsDate)))
    }
}

/// A mark that is a `CompactMark` (`LineMark`, `PointMark`): a `ForEach` of one collects its
/// marks straight into columns.
protocol CompactChartMark: PrimitiveChartContent {
    /// The kind of mark this type draws.
    static var kind: MarkKind { get }
    var compact: CompactMark { get }
}

/// A mark kept whole by a `CompactMark`, shared by the copies of the mark.
@usableFromInline
package final class PlottedMarkBox {
    package let mark: PlottedMark
    @usableFromInline
    init(_ mark: PlottedMark) { self.mark = mark }
}

extension PlottableValue {
    /// The value as a column value — a number, or a date as seconds since the reference date —
    /// when it is a plain number or date (no range, no calendar unit); nil otherwise.
    @inlinable
    package var columnValue: (value: Double, isDate: Bool)? {
        guard details == nil else { return nil }
        switch value.plotValue {
        case .number(let number): return (number, false)
        case .date(let date): return (date.timeIntervalSinceReferenceDate, true)
        case .category: return nil
        }
    }
}
