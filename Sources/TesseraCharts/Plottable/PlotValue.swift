import Foundation

/// A data value reduced to what a scale can place: a number, a date or a category name.
///
/// Every `Plottable` value becomes one of these when a mark is collected; the scales only
/// ever see `PlotValue`s.
@usableFromInline
package enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a number on a continuous axis (dates as seconds since the reference date),
    /// or nil for a category.
    package var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// True when the value can be placed: a finite number or date, or any category.
    package var isFinite: Bool {
        continuous.map(\.isFinite) ?? true
    }

    /// The text a legend or an axis label shows for the value.
    package var categoryName: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .date(let date): date.formatted()
        case .category(let name): name
        }
    }
}
