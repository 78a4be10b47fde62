import Foundation

/// The values at which an axis shows marks.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case strideNumber(Double)
        case strideDate(Calendar.Component, Int)
        case explicit([PlotValue])
    }
    let storage: Storage

    /// The scale's own tick values.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }
    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideNumber(stepSize))
    }
    /// Every `count` calendar units in the domain (`.stride(by: .hour, count: 3)`).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideDate(component, count))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(storage: .explicit(values.map(\.plotValue)))
    }

    /// The values on an axis with `scale`.
    package func resolve(on scale: ChartScale) -> [PlotValue] {
        switch (storage, scale) {
        case (.automatic(let count?), .numeric(let numeric)):
            NumericScale.fixed(domain: numeric.domain, desiredTickCount: count).ticks.map(PlotValue.number)
        case (.automatic(let count?), .date(let date)):
            DateScale.fixed(domain: date.domain, calendar: date.calendar, desiredTickCount: count).ticks.map(PlotValue.date)
        case (.automatic, _): scale.tickValues
        case (.strideNumber(let step), .numeric(let numeric)): numeric.ticks(strideBy: step).map(PlotValue.number)
        case (.strideDate(let unit, let count), .date(let date)):
            DateScale.ticks(in: date.domain, unit: unit, count: count, calendar: date.calendar).map(PlotValue.date)
        case (.explicit(let values), _): values
        default: scale.tickValues
        }
    }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    /// Exactly these numbers (`AxisMarks(values: [0, 50, 100])`).
    public init(arrayLiteral elements: Double...) { storage = .explicit(elements.map(PlotValue.number)) }
}
