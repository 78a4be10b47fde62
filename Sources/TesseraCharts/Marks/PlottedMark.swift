import Foundation

/// What kind of mark a `PlottedMark` draws.
@usableFromInline
package enum MarkKind: Hashable, Sendable {
    case line, point, bar, area, rule, rectangle, sector
}

/// One position channel of a mark: a value, and for a range or a binned date the interval it
/// covers.
@usableFromInline
package struct PlotChannel {
    @usableFromInline package var value: PlotValue
    @usableFromInline package var interval: (start: PlotValue, end: PlotValue)?

    @usableFromInline
    package init(value: PlotValue, interval: (start: PlotValue, end: PlotValue)? = nil) {
        self.value = value
        self.interval = interval
    }

    @inlinable
    init<V: Plottable>(_ plottable: PlottableValue<V>) {
        // Inlinable so that a chart's module specializes it: unspecialized, looking up the
        // generic types' metadata cost more than the rest of a mark.
        let interval = plottable.plotInterval
        self.init(value: plottable.plotValue, interval: interval.map { (start: $0.0, end: $0.1) })
    }

    /// True when every value the channel holds can be placed.
    var isFinite: Bool {
        value.isFinite && (interval.map { $0.start.isFinite && $0.end.isFinite } ?? true)
    }
}

/// A mark reduced to plain values: what a chart collects from its content before it builds
/// scales and draws. The scales and the plot geometry see only these.
@usableFromInline
package struct PlottedMark {
    package var kind: MarkKind
    package var x: PlotChannel?
    package var y: PlotChannel?
    /// A sector's value.
    package var angle: Double = 0
    /// A line's or area's explicit series (`LineMark(x:y:series:)`).
    @usableFromInline package var series: PlotValue?
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

    @usableFromInline
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
