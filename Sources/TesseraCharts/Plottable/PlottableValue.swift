import Foundation

/// A plottable value with a label, for the position of a mark, or for a property that
/// distinguishes marks (its style, symbol or group).
///
/// ```swift
/// LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.beatsPerMinute))
/// ```
public struct PlottableValue<Value: Plottable> {
    /// The label of the value (an axis or legend title), kept as given: making a `Text` per
    /// data point would cost more than the rest of the value.
    @usableFromInline package var labelSource: PlotLabel
    /// The plotted data value.
    @usableFromInline package var value: Value
    /// A range's end or a date's calendar unit, boxed: few values have one, and a chart makes
    /// and destroys two values per point, so a plain value must be a label and a value only.
    @usableFromInline package var details: PlottableDetails?

    @inlinable
    package init(labelSource: PlotLabel, value: Value) {
        self.labelSource = labelSource
        self.value = value
        details = nil
    }

    @inlinable
    package init(labelSource: PlotLabel, value: Value, dateUnit: DateBin? = nil, end: Value?) {
        self.labelSource = labelSource
        self.value = value
        details = PlottableDetails(dateUnit: dateUnit, end: end?.plotValue)
    }

    /// For a date binned by a calendar unit: the unit and the calendar that bins it.
    @inlinable package var dateUnit: DateBin? { details?.dateUnit }

    /// Creates a plottable value with a localized label.
    @inlinable
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(labelSource: .key(label), value: value)
    }

    /// Creates a plottable value with a string label.
    @inlinable
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(labelSource: .named(label), value: value)
    }

    /// Creates a plottable value with a text label.
    @inlinable
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(labelSource: .text(label), value: value)
    }

    /// Creates a plottable range of values with a localized label.
    @inlinable
    public static func value(_ label: LocalizedStringKey, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(labelSource: .key(label), value: start, end: end)
    }

    /// Creates a plottable range of values with a string label.
    @inlinable
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(labelSource: .named(label), value: start, end: end)
    }

    /// The label as text.
    package var label: Text {
        switch labelSource {
        case .key(let key): Text(key)
        case .string(let string): Text(string)
        case .text(let text): text
        }
    }

    /// The value as a scale sees it: a binned date is placed at the middle of its unit.
    @inlinable
    package var plotValue: PlotValue {
        if let dateUnit, case .date(let date) = value.plotValue { return .date(dateUnit.middle(of: date)) }
        return value.plotValue
    }

    /// The interval the value covers: a binned date covers its whole unit; a plain value, nil.
    @inlinable
    package var plotInterval: (PlotValue, PlotValue)? {
        if let end = details?.end { return (value.plotValue, end) }
        if let dateUnit, case .date(let date) = value.plotValue {
            let interval = dateUnit.interval(containing: date)
            return (.date(interval.start), .date(interval.end))
        }
        return nil
    }
}

extension PlottableValue where Value == Date {
    /// Creates a date value binned by a calendar unit: bars span the unit, points sit in
    /// its middle.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(labelSource: .key(label), value: value, dateUnit: DateBin(unit: unit, calendar: calendar), end: nil)
    }

    /// Creates a date value binned by a calendar unit, with a string label.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(labelSource: .named(label), value: value, dateUnit: DateBin(unit: unit, calendar: calendar), end: nil)
    }
}

/// A calendar unit that bins dates (`.value("Day", date, unit: .day)`).
@usableFromInline
package struct DateBin: Sendable {
    package var unit: Calendar.Component
    package var calendar: Calendar

    /// The unit-long interval that contains `date`.
    @usableFromInline
    package func interval(containing date: Date) -> DateInterval {
        calendar.dateInterval(of: unit, for: date) ?? DateInterval(start: date, duration: 0)
    }

    /// The middle of the unit-long interval that contains `date`.
    @usableFromInline
    package func middle(of date: Date) -> Date {
        let interval = interval(containing: date)
        return interval.start.addingTimeInterval(interval.duration / 2)
    }
}

/// The rare parts of a plottable value: a range's end, a date's calendar unit.
@usableFromInline
package final class PlottableDetails {
    @usableFromInline let dateUnit: DateBin?
    /// For a range (`.value(label, start, end)`): the end of the range, the value its start.
    @usableFromInline let end: PlotValue?

    @usableFromInline
    init(dateUnit: DateBin?, end: PlotValue?) {
        self.dateUnit = dateUnit
        self.end = end
    }
}

/// The label of a plottable value, as it was given. A `String` label (a literal) is stored
/// inline; the others are boxed, so that the label is two words.
@usableFromInline
package enum PlotLabel {
    indirect case key(LocalizedStringKey)
    case string(String)
    indirect case text(Text)

    /// A string label. Inlinable so that a label that is already a `String` (a literal) is
    /// only copied: a generic conversion per value costs as much as the rest of a mark.
    @inlinable
    static func named<S: StringProtocol>(_ label: S) -> PlotLabel {
        if S.self == String.self { return .string(unsafeBitCast(label, to: String.self)) }
        return .string(String(label))
    }
}
