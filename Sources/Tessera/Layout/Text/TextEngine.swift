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
    /// ``layout(options:proposedWidth:)``, given the metrics ``measure(options:proposedWidth:)``
    /// returned for the same options and width, when known (`nil`: not known). An engine may
    /// take its numbers from them instead of finding them again; the default lays the text out.
    func layout(options: TextLayoutOptions, proposedWidth: CGFloat?, metrics: TextMetrics?) -> TextLayoutResult
    /// Whether ``layout(options:proposedWidth:metrics:)`` reads the metrics it is given (a
    /// caller that would have to look them up skips that when not); `false` by default.
    var layoutReadsMetrics: Bool { get }

    /// The number of paragraphs (lines at the ideal width, without a line limit), when the
    /// preparation knows it without another pass over the text; `nil` by default.
    var paragraphCount: Int? { get }
}

extension PreparedText {
    package func layout(options: TextLayoutOptions, proposedWidth: CGFloat?, metrics: TextMetrics?) -> TextLayoutResult {
        layout(options: options, proposedWidth: proposedWidth)
    }

    package func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics {
        TextMetrics(layout(options: options, proposedWidth: proposedWidth))
    }

    package var paragraphCount: Int? { nil }

    package var layoutReadsMetrics: Bool { false }
}

/// What measuring a text needs from a layout: its size, baselines, lines' bottoms and whether it
/// was truncated — the same numbers as the ``TextLayoutResult``, without the lines' text.
///
/// Lines of one height (a text in one font) are kept as their count, height and spacing, and
/// their bottoms are summed when asked for — in the order a layout sums them, so they are the
/// same numbers — rather than stored: a text probed at a narrow width has hundreds of lines,
/// and measuring only needs how many fit in a proposed height.
package struct TextMetrics: Equatable, Sendable {
    package var size: CGSize
    package var firstBaseline: CGFloat
    package var lastBaseline: CGFloat
    package var isTruncated: Bool
    private var lines: Lines

    /// The lines' bottoms: listed, or lines of one height stacked with a spacing. (A struct
    /// with an optional list rather than an enum: a copy of the metrics — every memo read —
    /// is then the fields and one retain of the list if any, inline, where an enum with a
    /// payload is copied and destroyed by outlined functions that switch on its case.)
    private struct Lines: Equatable, Sendable {
        /// The lines' bottoms, when they are listed (then the other fields are 0).
        var bottoms: [CGFloat]?
        var count: Int
        var height: CGFloat
        var spacing: CGFloat

        static func listed(_ bottoms: [CGFloat]) -> Lines {
            Lines(bottoms: bottoms, count: 0, height: 0, spacing: 0)
        }

        static func uniform(count: Int, height: CGFloat, spacing: CGFloat) -> Lines {
            Lines(bottoms: nil, count: count, height: height, spacing: spacing)
        }
    }

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineBottoms: [CGFloat], isTruncated: Bool) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = .listed(lineBottoms)
        self.isTruncated = isTruncated
    }

    /// The metrics of `count` lines of `height`, `spacing` apart (baselines `baselineOffset`
    /// below their line's top), `extraHeight` below the last; the sums run line by line, as a
    /// layout's do.
    package init(uniformLines count: Int, height: CGFloat, baselineOffset: CGFloat, spacing: CGFloat, width: CGFloat,
                 extraHeight: CGFloat = 0, isTruncated: Bool) {
        let (lastTop, y) = Self.stack(count: count, height: height, spacing: spacing)
        self.size = CGSize(width: width, height: extraHeight == 0 ? y : y + extraHeight)
        self.firstBaseline = count > 0 ? 0 + baselineOffset : 0
        self.lastBaseline = count > 0 ? lastTop + baselineOffset : 0
        self.lines = .uniform(count: count, height: height, spacing: spacing)
        self.isTruncated = isTruncated
    }

    /// The top of the last of `count` lines of `height`, `spacing` apart, and its bottom: the
    /// sums a layout makes line by line, in the same order. (A width-0 probe of a long text has
    /// a line per character: this runs for hundreds of lines.) Without spacing there is nothing
    /// to add between lines (adding a zero changes no sum: `y` starts at +0), and the heights
    /// are added four a step.
    private static func stack(count: Int, height: CGFloat, spacing: CGFloat) -> (lastTop: CGFloat, bottom: CGFloat) {
        guard count > 0 else { return (0, 0) }
        var y: CGFloat = 0
        if spacing == 0 {
            y = .repeatedSum(of: height, count: count - 1)
        } else {
            for _ in 1..<count {
                y += height
                y += spacing
            }
        }
        return (y, y + height)
    }

    /// The metrics of a full layout.
    package init(_ layout: TextLayoutResult) {
        // Lines of one height keep their count (the same bottoms, no walk through the lines).
        let lines: Lines = if let (count, height, spacing) = layout.lines.uniformHeights {
            .uniform(count: count, height: height, spacing: spacing)
        } else {
            .listed(layout.lines.map { $0.origin.y + $0.size.height })
        }
        self.size = layout.size
        self.firstBaseline = layout.firstBaseline
        self.lastBaseline = layout.lastBaseline
        self.lines = lines
        self.isTruncated = layout.isTruncated
    }

    /// The number of lines.
    package var lineCount: Int {
        if let bottoms = lines.bottoms { return bottoms.count }
        return lines.count
    }

    /// Each line's bottom (its top plus its height), top to bottom.
    package var lineBottoms: [CGFloat] {
        if let bottoms = lines.bottoms { return bottoms }
        var bottoms: [CGFloat] = []
        bottoms.reserveCapacity(lines.count)
        forEachUniformBottom(count: lines.count, height: lines.height, spacing: lines.spacing) {
            bottoms.append($0)
            return true
        }
        return bottoms
    }

    /// How many lines, from the first, end at or above `limit` (the lines a height keeps).
    package func linesEnding(atOrAbove limit: CGFloat) -> Int {
        if let bottoms = lines.bottoms { return bottoms.prefix { $0 <= limit }.count }
        var fitting = 0
        forEachUniformBottom(count: lines.count, height: lines.height, spacing: lines.spacing) { bottom in
            guard bottom <= limit else { return false }
            fitting += 1
            return true
        }
        return fitting
    }

    /// Calls `body` with the bottoms of uniform lines in order while it returns `true`.
    private func forEachUniformBottom(count: Int, height: CGFloat, spacing: CGFloat, _ body: (CGFloat) -> Bool) {
        var y: CGFloat = 0
        for index in 0..<count {
            if index > 0 { y += spacing }
            guard body(y + height) else { return }
            y += height
        }
    }

    package static func == (lhs: TextMetrics, rhs: TextMetrics) -> Bool {
        guard lhs.size == rhs.size, lhs.firstBaseline == rhs.firstBaseline, lhs.lastBaseline == rhs.lastBaseline,
              lhs.isTruncated == rhs.isTruncated else { return false }
        if lhs.lines == rhs.lines { return true }
        return lhs.lineBottoms == rhs.lineBottoms
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
