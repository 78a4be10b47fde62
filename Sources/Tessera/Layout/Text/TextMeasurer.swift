import Foundation

/// Lays out one `Text` for the proposals its node receives, and provides the node's
/// ``LeafSizing``.
///
/// SwiftUI's text sizing rules, applied on top of any ``TextEngine``:
/// - An unspecified width lays the text out at its ideal (unwrapped) width.
/// - A proposed width wraps the text to it; the text is never wider than the proposal
///   (except for a single unbreakable character) and, proposed more than its ideal width,
///   is its ideal width.
/// - When the proposed height is less than the wrapped text needs, trailing lines are
///   dropped — keeping at least one — and the last kept line is truncated.
///
/// The leaf exposes `.firstTextBaseline` and `.lastTextBaseline` as explicit alignments.
/// Results are memoized per proposal; make a new measurer when the text or its options change.
/// (Not final: a `Text` node's state is a measurer with the runs' paints, one object.)
@MainActor
package class TextMeasurer {
    let runs: [TextRun]
    let options: TextLayoutOptions
    let engine: any TextEngine
    // The memos are by width (a proposal's height only matters when it cuts lines, and the
    // cut layouts are memoized by width and line count), in short arrays searched with `==`
    // (``ProposalCache``): a text is measured at a handful of widths, and hashing costs more
    // than comparing a few.
    // `@exclusivity(unchecked)` on the memos: each access is a plain read, a store or one cache
    // call that doesn't call out of the measurer, and a dynamic check costs more than the read.
    // The layout is kept without an optional around it, with a flag: a layout is several
    // words with references, and binding an optional one to look at its width copied and
    // destroyed it on every call.
    /// The last layout asked for, at `lastLayoutWidth` (when `hasLastLayout`): drawing asks for
    /// the one proposal a text is placed with, so one slot (no allocation) serves it. When no
    /// paragraph wrapped in it (`lastLayoutIsUnwrapped`), it is the ideal layout, valid for any
    /// wider proposal.
    @exclusivity(unchecked) private var lastLayout = TextLayoutResult.empty
    @exclusivity(unchecked) private var lastLayoutWidth: CGFloat?
    @exclusivity(unchecked) private var hasLastLayout = false
    @exclusivity(unchecked) private var lastLayoutIsUnwrapped = false

    init(runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions(), engine: any TextEngine) {
        self.runs = runs
        self.options = options
        self.engine = engine
    }

    /// The text laid out for `proposal`.
    ///
    /// Whether the proposed height cuts lines is read from the metrics at the proposed width
    /// (the same numbers as the full layout's, and usually memoized from measuring), so a text
    /// drawn cut short — a grid's column — lays out only the lines it keeps.
    func layout(for proposal: ProposedViewSize) -> TextLayoutResult {
        if proposal.height != nil {
            let full = metrics(width: proposal.width)
            if let (limited, key) = heightLimit(proposal, size: full.size, lineCount: full.lineCount,
                                                fitting: full.linesEnding(atOrAbove:)) {
                if let known = limitedResults[key] { return known }
                // (Lines were dropped: the layout is truncated, so measured metrics wouldn't spare it.)
                let result = prepared.layout(options: limited, proposedWidth: proposal.width)
                limitedResults.insert(result, for: key)
                return result
            }
        }
        return layout(width: proposal.width)
    }

    /// The text laid out in `width` with no height limit: one engine layout per width, and
    /// none for a width at or above the width of a layout known not to wrap (the text is then
    /// laid out exactly as at its ideal width). Stacks probe a text with several heights at
    /// one width, and with widths larger than it needs; neither costs another layout.
    private func layout(width: CGFloat?) -> TextLayoutResult {
        if hasLastLayout, lastLayoutWidth == width
            || lastLayoutIsUnwrapped && Self.fitsUnwrapped(width, lastLayout.size.width) {
            return lastLayout
        }
        let prepared = prepared
        let result = prepared.layoutReadsMetrics
            ? prepared.layout(options: options, proposedWidth: width, metrics: knownMetrics(width: width))
            : prepared.layout(options: options, proposedWidth: width)
        lastLayout = result
        lastLayoutWidth = width
        hasLastLayout = true
        lastLayoutIsUnwrapped = !result.isTruncated && (width == nil || result.lines.count == paragraphCount)
        return result
    }

    /// The text's metrics for `proposal`: the numbers of ``layout(for:)`` (same rules), from
    /// the engine's measurement, which needn't build the lines. Drawing asks for the layout
    /// of the one proposal a text is placed with; measuring asks at many.
    func metrics(for proposal: ProposedViewSize) -> TextMetrics {
        var result = metrics(width: proposal.width)
        if let (limited, key) = heightLimit(proposal, size: result.size, lineCount: result.lineCount,
                                            fitting: result.linesEnding(atOrAbove:)) {
            if let known = limitedMetrics[key] {
                result = known
            } else {
                result = prepared.measure(options: limited, proposedWidth: proposal.width)
                limitedMetrics.insert(result, for: key)
            }
        }
        return result
    }

    /// The metrics measuring found at `width` without a height limit, if any (nothing is measured).
    private func knownMetrics(width: CGFloat?) -> TextMetrics? {
        if let unwrapped = unwrappedMetrics, Self.fitsUnwrapped(width, unwrapped.size.width) { return unwrapped }
        return metricsByWidth[width]
    }

    /// ``layout(width:)``'s metrics, by the same rules.
    private func metrics(width: CGFloat?) -> TextMetrics {
        if let unwrapped = unwrappedMetrics, Self.fitsUnwrapped(width, unwrapped.size.width) { return unwrapped }
        if let known = metricsByWidth[width] { return known }
        let result: TextMetrics
        if hasLastLayout, lastLayoutWidth == width {
            result = TextMetrics(lastLayout)
        } else {
            result = prepared.measure(options: options, proposedWidth: width)
        }
        if !result.isTruncated && (width == nil || result.lineCount == paragraphCount) {
            unwrappedMetrics = result
            // Any width from the text's own is answered above; a narrower one (a single
            // character wider than the proposal) is remembered by width.
            if Self.fitsUnwrapped(width, result.size.width) { return result }
        }
        metricsByWidth.insert(result, for: width)
        return result
    }

    /// Keyed by proposed width; `nil`, unspecified, is not infinite: a line limit cuts an ideal
    /// layout after its last allowed paragraph, an infinitely wide one after all the text. A
    /// text is measured at few widths that wrap it (a stack's probe at 0 and the width it is
    /// given), so the inline entries serve most texts without allocating.
    @exclusivity(unchecked) private var metricsByWidth = InlineProposalCache<CGFloat?, TextMetrics>()
    @exclusivity(unchecked) private var limitedMetrics = ProposalCache<LimitedKey, TextMetrics>()
    @exclusivity(unchecked) private var unwrappedMetrics: TextMetrics?

    /// Whether a layout at `width` is the unwrapped one, `unwrappedWidth` wide.
    private nonisolated static func fitsUnwrapped(_ width: CGFloat?, _ unwrappedWidth: CGFloat) -> Bool {
        guard let width else { return true }
        return width >= unwrappedWidth
    }

    /// The runs prepared once for layouts at every width.
    private lazy var prepared: any PreparedText = engine.prepare(runs)
    /// Layouts cut short to fit a proposed height, by width and number of lines kept.
    @exclusivity(unchecked) private var limitedResults = ProposalCache<LimitedKey, TextLayoutResult>()

    private struct LimitedKey: Hashable {
        var width: CGFloat?
        var lines: Int
    }

    /// The rule for a proposed height the unlimited text (`size`, `lineCount` lines) overflows:
    /// trailing lines are dropped, keeping at least one. `fitting(limit)` counts the lines, from
    /// the first, whose bottom is at or above `limit`. Returns the options that keep only the
    /// lines that fit and their cache key, or `nil` when nothing is dropped. (Layouts and metrics
    /// both follow it.)
    private func heightLimit(_ proposal: ProposedViewSize, size: CGSize, lineCount: Int,
                             fitting: (CGFloat) -> Int) -> (TextLayoutOptions, LimitedKey)? {
        guard let height = proposal.height, size.height > height + 1e-6, lineCount > 1 else { return nil }
        let fitting = Swift.max(1, fitting(height + 1e-6))
        guard fitting < lineCount else { return nil }
        var limited = options
        limited.lineLimit = Swift.min(options.lineLimit ?? Int.max, fitting)
        limited.reservesSpace = false
        return (limited, LimitedKey(width: proposal.width, lines: limited.lineLimit ?? Int.max))
    }

    /// The number of paragraphs: an unwrapped layout has one line for each. (The engine's
    /// preparation may know it; else ASCII text without line-break characters, the common case,
    /// is one paragraph without a walk by characters.)
    private lazy var paragraphCount: Int = prepared.paragraphCount ?? Self.paragraphCount(of: runs)

    package nonisolated static func paragraphCount(of runs: [TextRun]) -> Int {
        var count = 1
        for run in runs {
            // Over the contiguous bytes: iterating `utf8` costs several times more per byte.
            var string = run.string
            let isPlainLine = string.withUTF8 { bytes in
                !bytes.contains { $0 >= 0x80 || ($0 >= 0x0A && $0 <= 0x0D) }
            }
            if isPlainLine { continue }
            for character in run.string where character.isNewline { count += 1 }
        }
        return count
    }

    /// The sizing of the text's leaf node (each call makes new closures, capturing the
    /// measurer). Sizings of equal runs, options and engine type are equal: replacing one with
    /// another doesn't invalidate the node.
    var leafSizing: LeafSizing {
        var sizing = LeafSizing(
            identity: TextIdentity(measurer: self, engine: ObjectIdentifier(type(of: engine))),
            explicitAlignment: { [self] key, proposal, _ in
                if key == VerticalAlignment.firstTextBaseline.key { return metrics(for: proposal).firstBaseline }
                if key == VerticalAlignment.lastTextBaseline.key { return metrics(for: proposal).lastBaseline }
                // A list row's separator starts where its text starts (iOS skips a leading icon).
                if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
                return nil
            },
            contextualSizeThatFits: { [self] proposal, _ in metrics(for: proposal).size })
        sizing.explicitGuides = Self.explicitGuides
        return sizing
    }

    /// The guides a text answers (made once: every text has them).
    private static let explicitGuides = ExplicitGuides([
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
        HorizontalAlignment.listRowSeparatorLeading.key,
    ])
}

/// A text sizing's identity: its measurer's runs and options, and the engine's type. (Two
/// words, so it is stored in the existential without an allocation.)
private struct TextIdentity: Hashable {
    let measurer: TextMeasurer
    let engine: ObjectIdentifier

    static func == (lhs: TextIdentity, rhs: TextIdentity) -> Bool {
        lhs.engine == rhs.engine
            && (lhs.measurer === rhs.measurer
                || lhs.measurer.runs == rhs.measurer.runs && lhs.measurer.options == rhs.measurer.options)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(measurer.runs)
        hasher.combine(measurer.options)
        hasher.combine(engine)
    }
}
