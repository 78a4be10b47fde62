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

    /// Prepares `runs` to be laid out at several widths and with several options: a layout
    /// measures a text at a handful of widths (and with line limits when the height is
    /// short), and what doesn't depend on them (characters, shaping) is done once. The default
    /// prepares nothing and calls ``layout(_:options:proposedWidth:)``.
    func prepare(_ runs: [TextRun]) -> any PreparedText
}

/// A text prepared by a ``TextEngine`` for layouts at several widths. Each layout gives what
/// the engine's `layout(_:options:proposedWidth:)` gives for the same runs and options.
@MainActor
package protocol PreparedText: AnyObject {
    /// The text laid out with `options` in at most `proposedWidth` points (`nil`: ideal width).
    func layout(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult

    /// The metrics of ``layout(options:proposedWidth:)`` (what measuring needs), possibly
    /// without building the lines. The default lays the text out.
    func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics
}

extension PreparedText {
    package func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics {
        TextMetrics(layout(options: options, proposedWidth: proposedWidth))
    }
}

/// What measuring a text needs from a layout: its size, baselines, lines' bottoms and whether it
/// was truncated — the same numbers as the ``TextLayoutResult``, without the lines' text.
package struct TextMetrics: Equatable, Sendable {
    package var size: CGSize
    package var firstBaseline: CGFloat
    package var lastBaseline: CGFloat
    /// Each line's bottom (its top plus its height), top to bottom.
    package var lineBottoms: [CGFloat]
    package var isTruncated: Bool

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineBottoms: [CGFloat], isTruncated: Bool) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineBottoms = lineBottoms
        self.isTruncated = isTruncated
    }

    /// The metrics of a full layout.
    package init(_ layout: TextLayoutResult) {
        self.init(size: layout.size, firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                  lineBottoms: layout.lines.map { $0.origin.y + $0.size.height }, isTruncated: layout.isTruncated)
    }
}

extension TextEngine {
    package func prepare(_ runs: [TextRun]) -> any PreparedText {
        UnpreparedText(engine: self, runs: runs)
    }
}

/// The default preparation: each layout is a whole engine layout.
@MainActor
private final class UnpreparedText: PreparedText {
    let engine: any TextEngine
    let runs: [TextRun]

    init(engine: any TextEngine, runs: [TextRun]) {
        self.engine = engine
        self.runs = runs
    }

    func layout(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
        engine.layout(runs, options: options, proposedWidth: proposedWidth)
    }
}
