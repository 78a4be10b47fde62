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
    /// The interval, boxed: few marks have one, and a box keeps every mark small to copy.
    var intervalBox: PlotIntervalBox?
    package var interval: (start: PlotValue, end: PlotValue)? {
        get { intervalBox.map { ($0.start, $0.end) } }
        set { intervalBox = newValue.map { PlotIntervalBox(start: $0.start, end: $0.end) } }
    }

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
    /// A line's or area's explicit series (`LineMark(x:y:series:)`).
    @usableFromInline package var series: PlotValue?
    /// The properties only some marks set (sizes, radii, stacking), boxed so that the common
    /// mark — a point of a line — stays small to copy.
    var dimensionsBox: MarkDimensionsBox?
    /// The attributes of the modifiers around the mark, shared by reference among the marks
    /// collected under the same modifiers (copying a mark copies one reference); nil before
    /// the mark is collected.
    package var attributesBox: MarkAttributesBox?
    package var attributes: MarkAttributes { attributesBox?.value ?? MarkAttributes() }

    package var dimensions: MarkDimensions {
        get { dimensionsBox?.value ?? MarkDimensions() }
        set {
            if dimensionsBox == nil || !isKnownUniquelyReferenced(&dimensionsBox) { dimensionsBox = MarkDimensionsBox(newValue) }
            dimensionsBox!.value = newValue
        }
    }
    /// A sector's value.
    package var angle: Double { get { dimensions.angle } set { dimensions.angle = newValue } }
    package var width: MarkDimension { get { dimensions.width } set { dimensions.width = newValue } }
    package var height: MarkDimension { get { dimensions.height } set { dimensions.height = newValue } }
    package var innerRadius: MarkDimension { get { dimensions.innerRadius } set { dimensions.innerRadius = newValue } }
    package var outerRadius: MarkDimension { get { dimensions.outerRadius } set { dimensions.outerRadius = newValue } }
    package var angularInset: CGFloat? { get { dimensions.angularInset } set { dimensions.angularInset = newValue } }
    package var stacking: MarkStackingMethod { get { dimensions.stacking } set { dimensions.stacking = newValue } }

    @usableFromInline
    package init(kind: MarkKind, x: PlotChannel? = nil, y: PlotChannel? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// A mark's less common properties: a sector's value and radii, a bar's or rectangle's size,
/// a bar's or area's stacking.
package struct MarkDimensions {
    package var angle: Double = 0
    package var width: MarkDimension = .automatic
    package var height: MarkDimension = .automatic
    package var innerRadius: MarkDimension = .automatic
    package var outerRadius: MarkDimension = .automatic
    package var angularInset: CGFloat?
    package var stacking: MarkStackingMethod = .standard
}

/// Storage for a mark's dimensions, copied on write.
final class MarkDimensionsBox {
    var value: MarkDimensions
    init(_ value: MarkDimensions) { self.value = value }
}

/// Immutable storage for the interval of a plot channel.
final class PlotIntervalBox {
    let start: PlotValue
    let end: PlotValue
    init(start: PlotValue, end: PlotValue) {
        self.start = start
        self.end = end
    }
}
