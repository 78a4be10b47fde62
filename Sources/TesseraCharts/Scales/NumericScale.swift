import Foundation

/// A linear scale over numbers: its domain and the values it puts ticks at.
///
/// The automatic domain covers the data and zero, widened to the nice ticks around it:
/// data 0…97 gives the domain 0…100 with ticks 0, 20, 40, 60, 80, 100.
package struct NumericScale: Equatable, Sendable {
    package var domain: ClosedRange<Double>
    package var ticks: [Double]

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
