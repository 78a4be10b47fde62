import Foundation

/// A run of text in one font: the unit a ``TextEngine`` lays out.
///
/// A `Text` made by concatenation (`Text("a") + Text("b").bold()`) is several runs.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var font: ResolvedFont
    /// Extra space added after every character (`tracking(_:)`), in points.
    package var tracking: CGFloat
    /// Extra space added between characters (`kerning(_:)`), in points.
    package var kerning: CGFloat
    /// How far the run is drawn above its line's baseline (`baselineOffset(_:)`), in points.
    ///
    /// It moves the run when drawn; it doesn't change line metrics.
    package var baselineOffset: CGFloat

    package init(_ string: String, font: ResolvedFont, tracking: CGFloat = 0, kerning: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.kerning = kerning
        self.baselineOffset = baselineOffset
    }
}
