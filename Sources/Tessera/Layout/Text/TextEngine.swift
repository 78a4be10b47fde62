import Foundation

/// Measures and lays out text: the seam through which a backend supplies text layout.
///
/// The Cairo backend implements it with Pango, the terminal backend with character cells,
/// and ``FixedAdvanceTextEngine`` is a deterministic engine for tests and headless use.
///
/// The contract:
/// - `proposedWidth == nil` lays the text out at its ideal width: each paragraph (separated by
///   `"\n"`) on one line.
/// - Otherwise lines break at word boundaries so that no line is wider than
///   `proposedWidth`, breaking inside a word only when the word alone is wider; a line holds
///   at least one character, even when that character is wider.
/// - With `options.lineLimit`, text beyond the last allowed line is dropped and the last line
///   is truncated with "…" per `options.truncationMode` (after shrinking the fonts down to
///   `options.minimumScaleFactor` if that makes everything fit).
/// - The result's width is its widest line (never more than `proposedWidth`, except for a
///   single unbreakable character), and lines are offset within it by `options.alignment`.
@MainActor
package protocol TextEngine {
    /// Lays out `runs` with `options` in at most `proposedWidth` points (`nil`: ideal width).
    func layout(_ runs: [TextRun], options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult
}
