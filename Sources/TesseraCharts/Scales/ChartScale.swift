import Foundation

/// The scale of one axis: numbers, dates or categories. It maps a `PlotValue` to a fraction
/// of the axis (0 at the start of the domain, 1 at its end) and lists the axis's ticks.
package enum ChartScale: Equatable, Sendable {
    case numeric(NumericScale)
    case date(DateScale)
    case category(CategoryScale)

    /// The fraction of the axis where `value` falls, or nil when the value doesn't belong on
    /// this scale (a category on a numeric axis).
    package func fraction(of value: PlotValue) -> Double? {
        switch (self, value) {
        case (.numeric(let scale), .number(let number)): scale.fraction(of: number)
        case (.date(let scale), .date(let date)): scale.fraction(of: date)
        case (.numeric(let scale), .date(let date)): scale.fraction(of: date.timeIntervalSinceReferenceDate)
        case (.category(let scale), _): scale.fraction(of: value.categoryName)
        default: nil
        }
    }

    /// For a linear continuous scale, the start and length of its domain as continuous values
    /// (dates as seconds), so that a value's fraction is `(value - start) / length`, as
    /// `fraction(of:)` computes it; nil for categories and logarithmic scales.
    package var continuousDomain: (start: Double, length: Double, isDate: Bool)? {
        switch self {
        case .numeric(let scale) where scale.isLogarithmic: nil
        case .numeric(let scale): (scale.domain.lowerBound, scale.domain.upperBound - scale.domain.lowerBound, false)
        case .date(let scale):
            (scale.domain.lowerBound.timeIntervalSinceReferenceDate, scale.domain.upperBound.timeIntervalSince(scale.domain.lowerBound), true)
        case .category: nil
        }
    }

    /// The value at `fraction` of the axis: a number or date in the domain, or the category
    /// whose band holds it (nil when there are none).
    package func value(atFraction fraction: Double) -> PlotValue? {
        switch self {
        case .numeric(let scale) where scale.isLogarithmic:
            return .number(scale.domain.lowerBound * pow(scale.domain.upperBound / scale.domain.lowerBound, fraction))
        case .numeric(let scale):
            return .number(scale.domain.lowerBound + fraction * (scale.domain.upperBound - scale.domain.lowerBound))
        case .date(let scale):
            return .date(scale.domain.lowerBound.addingTimeInterval(fraction * scale.domain.upperBound.timeIntervalSince(scale.domain.lowerBound)))
        case .category(let scale):
            guard !scale.categories.isEmpty else { return nil }
            let index = min(scale.categories.count - 1, max(0, Int(fraction * Double(scale.categories.count))))
            return .category(scale.categories[index])
        }
    }

    /// The width of a category's band as a fraction of the axis; nil for a continuous scale.
    package var bandwidth: Double? {
        if case .category(let scale) = self { return scale.bandwidth }
        return nil
    }

    /// The values the scale puts ticks at, automatically.
    package var tickValues: [PlotValue] {
        switch self {
        case .numeric(let scale): scale.ticks.map(PlotValue.number)
        case .date(let scale): scale.ticks.map(PlotValue.date)
        case .category(let scale): scale.categories.map(PlotValue.category)
        }
    }

    /// The text of the label at `value`.
    package func label(for value: PlotValue) -> String {
        switch (self, value) {
        case (.numeric(let scale), .number(let number)): scale.label(for: number)
        case (.date(let scale), .date(let date)): scale.label(for: date)
        default: value.categoryName
        }
    }

    /// Whether labels start at their tick (dates) rather than centre on it.
    package var labelsStartAtTick: Bool {
        if case .date = self { return true }
        return false
    }
}
