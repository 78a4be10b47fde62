import Foundation

/// "Nice" numbers for axis ticks: 1, 2, 2.5 or 5 times a power of ten.
package enum NiceNumbers {
    /// The nice step that divides `span` into about `count` intervals (never fewer than
    /// `count` − 1 for spans that allow it).
    ///
    /// `step(span: 97, count: 5)` is 20: 97 ÷ 5 = 19.4, rounded up to the nice 20.
    package static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, count))
        let magnitude = pow(10, floor(log10(raw)))
        let normalized = raw / magnitude
        let nice: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The multiples of `step` from `lower` to `upper`, inclusive (within a rounding error).
    package static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
        guard step > 0, lower.isFinite, upper.isFinite, upper >= lower else { return [] }
        let first = (lower / step).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 10_000 else { return [] }
        return stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    /// `value` with the floating-point noise of a multiplication removed (0.30000000000000004 → 0.3).
    static func clean(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
