import Foundation

/// Whether two lengths are equal up to floating-point noise.
func isClose(_ a: CGFloat?, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
