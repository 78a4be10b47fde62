import Foundation

/// What kind of mark a `PlottedMark` draws.
package enum MarkKind: Hashable, Sendable {
    case line, point, bar, area, rule, rectangle, sector
}

/// One position channel of a mark: a value, and for a range or a binned date the interval it
/// covers.
package struct PlotChannel {
    package var value: PlotValue
    package var interval: (start: PlotValue, end: PlotValue)?

    package init(value: PlotValue, interval: (start: PlotValue, end: PlotValue)? = nil) {
        self.value = value
        self.interval = interval
    }

    init<V: Plottable>(_ plottable: PlottableValue<V>) {
        value = plottable.plotValue
        interval = plottable.plotInterval.map { (start: $0.0, end: $0.1) }
    }

    /// True when every value the channel holds can be placed.
    var isFinite: Bool {
        value.isFinite && (interval.map { $0.start.isFinite && $0.end.isFinite } ?? true)
    }
}

/// A mark reduced to plain values: what a chart collects from its content before it builds
/// scales and draws. The scales and the plot geometry see only these.
package struct PlottedMark {
    package var kind: MarkKind
    package var x: PlotChannel?
    package var y: PlotChannel?
    /// A sector's value.
    package var angle: Double = 0
    /// A line's or area's explicit series (`LineMark(x:y:series:)`).
    package var series: PlotValue?
    package var width: MarkDimension = .automatic
    package var height: MarkDimension = .automatic
    package var innerRadius: MarkDimension = .automatic
    package var outerRadius: MarkDimension = .automatic
    package var angularInset: CGFloat?
    package var stacking: MarkStackingMethod = .standard
    /// The attributes of the modifiers around the mark, shared by reference among the marks
    /// collected under the same modifiers (copying a mark copies one reference).
    package var attributesBox = MarkAttributesBox(MarkAttributes())
    package var attributes: MarkAttributes { attributesBox.value }

    package init(kind: MarkKind, x: PlotChannel? = nil, y: PlotChannel? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// The series a line or area point belongs to: its explicit series, else the value it is
    /// styled or symbolled by.
    package var seriesKey: PlotValue? {
        series ?? attributes.styleSeries?.value ?? attributes.symbolSeries
    }
}
