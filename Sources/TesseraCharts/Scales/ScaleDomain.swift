import Foundation

/// A type that describes the domain of a chart scale: a closed range of numbers or dates, an
/// array of categories, or `.automatic`.
public protocol ScaleDomain {}

/// A domain a chart view modifier sets, reduced to plain values.
package enum ScaleDomainOverride {
    case numeric(ClosedRange<Double>)
    case date(ClosedRange<Date>)
    case categories([String])
    case automatic(includesZero: Bool?)
}

/// A scale domain that knows its plain form.
package protocol ScaleDomainConvertible {
    var domainOverride: ScaleDomainOverride? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension ClosedRange: ScaleDomainConvertible where Bound: Plottable {
    package var domainOverride: ScaleDomainOverride? {
        switch (lowerBound.plotValue, upperBound.plotValue) {
        case (.number(let low), .number(let high)): .numeric(Swift.min(low, high)...Swift.max(low, high))
        case (.date(let low), .date(let high)): .date(Swift.min(low, high)...Swift.max(low, high))
        default: nil
        }
    }
}

extension Range: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomainConvertible where Bound: Plottable {
    package var domainOverride: ScaleDomainOverride? { (lowerBound...upperBound).domainOverride }
}

extension Array: ScaleDomain where Element: Plottable {}
extension Array: ScaleDomainConvertible where Element: Plottable {
    package var domainOverride: ScaleDomainOverride? { .categories(map { $0.plotValue.categoryName }) }
}

/// The automatic domain, optionally without zero.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainConvertible {
    let includesZero: Bool?
    package var domainOverride: ScaleDomainOverride? { .automatic(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain the chart infers from its data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    /// The domain the chart infers from its data, with or without zero.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

extension View {
    /// Sets the domain of the x scale of the charts in this view, and its type (`.log` for a
    /// logarithmic scale).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let override = (domain as? ScaleDomainConvertible)?.domainOverride
        return chartConfiguration { $0.xDomain = override; $0.xScaleType = type }
    }

    /// Sets the domain of the y scale of the charts in this view, and its type.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let override = (domain as? ScaleDomainConvertible)?.domainOverride
        return chartConfiguration { $0.yDomain = override; $0.yScaleType = type }
    }

    /// Sets the type of the x scale of the charts in this view (`.log` for a logarithmic scale).
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.xScaleType = type }
    }

    /// Sets the type of the y scale of the charts in this view.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.yScaleType = type }
    }
}
