import Foundation

/// A linear scale over numbers: its domain and the values it puts ticks at.
///
/// The automatic domain covers the data and zero, widened to the nice ticks around it:
/// data 0…97 gives the domain 0…100 with ticks 0, 20, 40, 60, 80, 100.
package struct NumericScale: Equatable, Sendable {
    package var domain: ClosedRange<Double>
    package var ticks: [Double]
    /// True for a logarithmic scale (`type: .log`): positions by the base-10 logarithm.
    package var isLogarithmic = false

    package init(domain: ClosedRange<Double>, ticks: [Double], isLogarithmic: Bool = false) {
        self.domain = domain
        self.ticks = ticks
        self.isLogarithmic = isLogarithmic
    }

    /// A logarithmic scale over the positive part of `domain`, widened to whole decades unless
    /// `fixed`, with ticks at the powers of ten (and at 2× and 5× them when it spans fewer than
    /// three decades).
    package static func logarithmic(domain: ClosedRange<Double>, fixed: Bool) -> NumericScale {
        var lower = domain.lowerBound > 0 ? domain.lowerBound : min(1, domain.upperBound > 0 ? domain.upperBound / 10 : 1)
        var upper = max(domain.upperBound, lower * 10)
        if !fixed {
            lower = pow(10, log10(lower).rounded(.down))
            upper = pow(10, log10(upper).rounded(.up))
        }
        var ticks: [Double] = []
        let decades = Int(log10(upper).rounded(.up)) - Int(log10(lower).rounded(.down))
        for exponent in Int(log10(lower).rounded(.down))...Int(log10(upper).rounded(.up)) {
            for multiple in decades < 3 ? [1.0, 2, 5] : [1.0] {
                let tick = NiceNumbers.clean(multiple * pow(10, Double(exponent)))
                if tick >= lower * 0.999_999, tick <= upper * 1.000_001 { ticks.append(tick) }
            }
        }
        return NumericScale(domain: lower...upper, ticks: ticks, isLogarithmic: true)
    }

    /// The automatic scale for `values`.
    ///
    /// - Parameters:
    ///   - includesZero: widen the domain to reach zero (the default for Swift Charts' numeric
    ///     scales).
    ///   - desiredTickCount: about how many intervals the ticks divide the domain into.
    package static func automatic(covering values: [Double], includesZero: Bool = true, desiredTickCount: Int = 5) -> NumericScale {
        let finite = values.filter(\.isFinite)
        guard var lower = finite.min(), var upper = finite.max() else {
            return fixed(domain: 0...1, desiredTickCount: desiredTickCount)
        }
        if includesZero { lower = min(lower, 0); upper = max(upper, 0) }
        if lower == upper {
            // One value and no zero to reach: a unit around it.
            if lower == 0 { upper = 1 } else { let pad = abs(lower) * 0.1; lower -= pad; upper += pad }
        }
        let step = NiceNumbers.step(span: upper - lower, count: desiredTickCount)
        let niceLower = (lower / step).rounded(.down) * step
        let niceUpper = (upper / step).rounded(.up) * step
        return NumericScale(domain: NiceNumbers.clean(niceLower)...NiceNumbers.clean(niceUpper),
                            ticks: NiceNumbers.ticks(from: niceLower, to: niceUpper, step: step))
    }

    /// A scale over a given domain, with nice ticks inside it (`.chartYScale(domain: 50...150)`).
    package static func fixed(domain: ClosedRange<Double>, desiredTickCount: Int = 5) -> NumericScale {
        let step = NiceNumbers.step(span: domain.upperBound - domain.lowerBound, count: desiredTickCount)
        return NumericScale(domain: domain, ticks: NiceNumbers.ticks(from: domain.lowerBound, to: domain.upperBound, step: step))
    }

    /// Where `value` falls in the domain: 0 at the lower bound, 1 at the upper.
    package func fraction(of value: Double) -> Double {
        if isLogarithmic {
            // Zero and negative values have no place on a log scale: they sit at its start.
            let span = log10(domain.upperBound) - log10(domain.lowerBound)
            return value <= 0 || span == 0 ? 0 : (log10(value) - log10(domain.lowerBound)) / span
        }
        let span = domain.upperBound - domain.lowerBound
        return span == 0 ? 0.5 : (value - domain.lowerBound) / span
    }

    /// The tick values a stride puts in the domain (`AxisMarks(values: .stride(by: 10))`).
    package func ticks(strideBy step: Double) -> [Double] {
        NiceNumbers.ticks(from: domain.lowerBound, to: domain.upperBound, step: step)
    }

    /// The label of a tick: as many decimals as the tick step needs (none for whole steps).
    package func label(for value: Double) -> String {
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        let digits = (0...6).first { abs((step * pow(10, Double($0))).rounded() - step * pow(10, Double($0))) < 1e-6 } ?? 6
        if digits == 0, abs(value) < 1e15 { return Int(value.rounded()).formatted() }
        return value.formatted(.number.precision(.fractionLength(digits)))
    }
}
