import Foundation

/// Checks the dimensions given to `frame(…)` and reports invalid ones.
///
/// A frame dimension is invalid when it is negative, NaN, or (for a maximum) below the
/// minimum; minimums and ideals must also be finite. The engine clamps invalid values to
/// something usable and calls ``invalidDimensionHandler`` once per invalid modifier value,
/// so that the view layer can log SwiftUI's runtime warning once:
/// "Invalid frame dimension (negative or non-finite)."
@MainActor
enum FrameDimensionValidation {
    /// The warning SwiftUI logs for an invalid frame dimension.
    static let warningMessage = "Invalid frame dimension (negative or non-finite)."

    /// Called when a frame modifier is created with an invalid dimension.
    ///
    /// The default handler prints ``warningMessage`` to standard error once per process.
    static var invalidDimensionHandler: @MainActor () -> Void = {
        guard !hasWarned else { return }
        hasWarned = true
        FileHandle.standardError.write(Data((warningMessage + "\n").utf8))
    }

    private static var hasWarned = false

    /// Reports an invalid dimension through ``invalidDimensionHandler``.
    static func report() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { invalidDimensionHandler() }
        }
    }

    /// A usable minimum or ideal value: `nil` stays `nil`; negative or non-finite becomes 0
    /// (and is reported).
    nonisolated static func validatedFinite(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || value.isInfinite {
            reportFromAnyContext()
            return value == .infinity ? nil : 0
        }
        return value
    }

    /// A usable maximum value: `nil` and `.infinity` stay; negative or NaN becomes 0, and a
    /// maximum below the minimum becomes the minimum (both reported).
    nonisolated static func validatedMaximum(_ value: CGFloat?, minimum: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if value.isNaN || value < 0 {
            reportFromAnyContext()
            value = 0
        }
        if let minimum, value < minimum {
            reportFromAnyContext()
            value = minimum
        }
        return value
    }

    nonisolated private static func reportFromAnyContext() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { report() }
        }
    }
}
