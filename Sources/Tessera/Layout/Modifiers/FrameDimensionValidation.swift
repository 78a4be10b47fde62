import Foundation

/// Checks the dimensions given to `frame(…)` and reports invalid ones.
///
/// A frame dimension is invalid when it is negative, NaN, or (for a maximum) below the
/// minimum; minimums and ideals must also be finite. The engine clamps invalid values to
/// something usable and reports each invalid value; SwiftUI's runtime warning
/// "Invalid frame dimension (negative or non-finite)." is printed once.
///
/// The checks run when a frame layout value is created, on whatever thread creates it.
enum FrameDimensionValidation {
    /// The warning SwiftUI logs for an invalid frame dimension.
    static let warningMessage = "Invalid frame dimension (negative or non-finite)."

    /// Reports an invalid dimension: SwiftUI's runtime warning, printed once per process.
    static func report() {
        RuntimeWarnings.report(warningMessage, site: "frame.invalidDimension")
    }

    /// A usable minimum or ideal value: `nil` stays `nil`; negative or NaN becomes 0 and
    /// infinity becomes `nil` (both reported).
    static func validatedFinite(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || value.isInfinite {
            report()
            return value == .infinity ? nil : 0
        }
        return value
    }

    /// A usable maximum value: `nil` and `.infinity` stay; negative or NaN becomes 0, and a
    /// maximum below the minimum becomes the minimum (both reported).
    static func validatedMaximum(_ value: CGFloat?, minimum: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if value.isNaN || value < 0 {
            report()
            value = 0
        }
        if let minimum, value < minimum {
            report()
            value = minimum
        }
        return value
    }
}
