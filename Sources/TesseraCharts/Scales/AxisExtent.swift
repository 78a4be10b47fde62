import Foundation

/// What an axis's automatic scale needs to know about the values placed on it, gathered in one
/// pass: whether any value is a category or a date, and the extent of the dates and of all
/// continuous values. Categories, rare and few, are listed by a second pass when present.
package struct AxisExtent {
    package var hasCategory = false
    package var dateRange: ClosedRange<Date>?
    /// The smallest and largest finite continuous value (numbers, and dates as seconds).
    package var continuousRange: ClosedRange<Double>?
    /// The smallest and largest finite positive value (for a logarithmic scale).
    package var positiveRange: ClosedRange<Double>?
    /// The names of the values in first-seen order, when any value is a category.
    package var categoryNames: [String] = []

    package init() {}

    /// Adds `value` to the extent.
    package mutating func add(_ value: PlotValue) {
        switch value {
        case .category: hasCategory = true
        case .date(let date):
            dateRange = dateRange.map { min($0.lowerBound, date)...max($0.upperBound, date) } ?? date...date
            add(continuous: date.timeIntervalSinceReferenceDate)
        case .number(let number): add(continuous: number)
        }
    }

    /// Adds a column of finite numbers, or of dates as seconds since the reference date (a
    /// run's column: the collector drops non-finite values).
    package mutating func add(_ values: [Double], areDates: Bool) {
        var low = Double.infinity, high = -Double.infinity, positiveLow = Double.infinity
        // Plain comparisons, not `min`/`max` (which order NaNs): this runs once per point.
        for value in values {
            if value < low { low = value }
            if value > high { high = value }
            if value > 0, value < positiveLow { positiveLow = value }
        }
        guard low <= high else { return }
        if areDates {
            add(.date(Date(timeIntervalSinceReferenceDate: low)))
            add(.date(Date(timeIntervalSinceReferenceDate: high)))
        } else {
            add(continuous: low)
            add(continuous: high)
        }
        if positiveLow.isFinite { add(continuous: positiveLow) }
    }

    mutating func add(continuous value: Double) {
        guard value.isFinite else { return }
        continuousRange = continuousRange.map { min($0.lowerBound, value)...max($0.upperBound, value) } ?? value...value
        if value > 0 { positiveRange = positiveRange.map { min($0.lowerBound, value)...max($0.upperBound, value) } ?? value...value }
    }

    /// The automatic scale over the extent: categories if any value is one, else dates if any
    /// is one, else numbers (reaching zero when `includesZero`).
    package func automaticScale(includesZero: Bool, calendar: Calendar, desiredTickCount: Int) -> ChartScale {
        if hasCategory { return .category(CategoryScale(categories: categoryNames)) }
        if let dateRange {
            return .date(.automatic(covering: [dateRange.lowerBound, dateRange.upperBound], calendar: calendar,
                                    desiredTickCount: desiredTickCount))
        }
        let values = continuousRange.map { [$0.lowerBound, $0.upperBound] } ?? []
        return .numeric(.automatic(covering: values, includesZero: includesZero, desiredTickCount: desiredTickCount))
    }
}
