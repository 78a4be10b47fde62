import Foundation

extension CGFloat {
    /// `value` added to zero `count` times, one addition after another: the same sum (the same
    /// rounding) as a loop that adds it once per step, with four additions per loop test. Text
    /// sums a run's advances and a layout's line heights this way (a width-0 probe of a long text
    /// has a line per character: hundreds of additions).
    @inline(__always)
    static func repeatedSum(of value: CGFloat, count: Int) -> CGFloat {
        var sum: CGFloat = 0
        var left = count
        while left >= 4 {
            sum += value
            sum += value
            sum += value
            sum += value
            left -= 4
        }
        while left > 0 {
            sum += value
            left -= 1
        }
        return sum
    }
}
