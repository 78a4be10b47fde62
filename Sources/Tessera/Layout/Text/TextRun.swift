import Foundation

/// A run of text in one font: the unit a ``TextEngine`` lays out.
///
/// A `Text` made by concatenation (`Text("a") + Text("b").bold()`) is several runs.
struct TextRun: Hashable, Sendable {
    var string: String
    var font: ResolvedFont
    /// Extra space added after every character (`tracking(_:)`), in points.
    var tracking: CGFloat
    /// Extra space added between characters (`kerning(_:)`), in points.
    var kerning: CGFloat

    init(_ string: String, font: ResolvedFont, tracking: CGFloat = 0, kerning: CGFloat = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.kerning = kerning
    }
}
