import Foundation

extension Plottable {
    /// The value of this type that `value` stands for, or nil when it can't be one (a date
    /// for a number type). Numbers round to the nearest value of an integer type.
    package static func from(_ value: PlotValue) -> Self? {
        var primitive: Any?
        switch value {
        case .number(let number):
            switch PrimitivePlottable.self {
            case is Double.Type: primitive = number
            case is Float.Type: primitive = Float(number)
            case is CGFloat.Type: primitive = CGFloat(number)
            case is Int.Type where number.isFinite && abs(number) < 9e18: primitive = Int(number.rounded())
            case is String.Type: primitive = value.categoryName
            default: primitive = nil
            }
        case .date(let date): primitive = date
        case .category(let name): primitive = name
        }
        return (primitive as? PrimitivePlottable).flatMap { Self(primitivePlottable: $0) }
    }
}
