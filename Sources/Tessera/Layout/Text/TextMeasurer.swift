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
@MainActor
final class TextMeasurer {
    let runs: [TextRun]
    let options: TextLayoutOptions
    let engine: any TextEngine
    private var results: [ProposedViewSize: TextLayoutResult] = [:]
    private var resultsByWidth: [CGFloat: TextLayoutResult] = [:]
    /// A layout in which no paragraph wrapped: the ideal layout, valid for any wider proposal.
    private var unwrappedLayout: TextLayoutResult?

    init(runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions(), engine: any TextEngine) {
        self.runs = runs
        self.options = options
        self.engine = engine
    }

    /// The text laid out for `proposal`.
    func layout(for proposal: ProposedViewSize) -> TextLayoutResult {
        if let known = results[proposal] { return known }
        var result = layout(width: proposal.width)
        if let (limited, key) = heightLimit(proposal, size: result.size,
                                            lineBottoms: result.lines.lazy.map { $0.origin.y + $0.size.height }) {
            if let known = limitedResults[key] {
                result = known
            } else {
                result = prepared.layout(options: limited, proposedWidth: proposal.width)
                limitedResults[key] = result
            }
        }
        results[proposal] = result
        return result
    }

    /// The text laid out in `width` with no height limit: one engine layout per width, and
    /// none for a width at or above the width of a layout known not to wrap (the text is then
    /// laid out exactly as at its ideal width). Stacks probe a text with several heights at
    /// one width, and with widths larger than it needs; neither costs another layout.
    private func layout(width: CGFloat?) -> TextLayoutResult {
        if let unwrapped = unwrappedLayout, width.map({ $0 >= unwrapped.size.width }) ?? true { return unwrapped }
        let key = width ?? .infinity
        if let known = resultsByWidth[key] { return known }
        let result = prepared.layout(options: options, proposedWidth: width)
        resultsByWidth[key] = result
        if width == nil || (!result.isTruncated && result.lines.count == paragraphCount) { unwrappedLayout = result }
        return result
    }

    /// The text's metrics for `proposal`: the numbers of ``layout(for:)`` (same rules), from
    /// the engine's measurement, which needn't build the lines. Drawing asks for the layout
    /// of the one proposal a text is placed with; measuring asks at many.
    func metrics(for proposal: ProposedViewSize) -> TextMetrics {
        if let known = metricsResults[proposal] { return known }
        if let full = results[proposal] { return TextMetrics(full) }
        var result = metrics(width: proposal.width)
        if let (limited, key) = heightLimit(proposal, size: result.size, lineBottoms: result.lineBottoms) {
            if let known = limitedMetrics[key] {
                result = known
            } else {
                result = prepared.measure(options: limited, proposedWidth: proposal.width)
                limitedMetrics[key] = result
            }
        }
        metricsResults[proposal] = result
        return result
    }

    /// ``layout(width:)``'s metrics, by the same rules.
    private func metrics(width: CGFloat?) -> TextMetrics {
        if let unwrapped = unwrappedMetrics, width.map({ $0 >= unwrapped.size.width }) ?? true { return unwrapped }
        let key = width ?? .infinity
        if let known = metricsByWidth[key] { return known }
        let result = resultsByWidth[key].map(TextMetrics.init) ?? prepared.measure(options: options, proposedWidth: width)
        metricsByWidth[key] = result
        if width == nil || (!result.isTruncated && result.lineBottoms.count == paragraphCount) { unwrappedMetrics = result }
        return result
    }

    private var metricsResults: [ProposedViewSize: TextMetrics] = [:]
    private var metricsByWidth: [CGFloat: TextMetrics] = [:]
    private var limitedMetrics: [LimitedKey: TextMetrics] = [:]
    private var unwrappedMetrics: TextMetrics?

    /// The runs prepared once for layouts at every width.
    private lazy var prepared: any PreparedText = engine.prepare(runs)
    /// Layouts cut short to fit a proposed height, by width and number of lines kept.
    private var limitedResults: [LimitedKey: TextLayoutResult] = [:]

    private struct LimitedKey: Hashable {
        var width: CGFloat
        var lines: Int
    }

    /// The rule for a proposed height the unlimited text (`size`, `lineBottoms`) overflows:
    /// trailing lines are dropped, keeping at least one. Returns the options that keep only the
    /// lines that fit and their cache key, or `nil` when nothing is dropped. (Layouts and metrics
    /// both follow it.)
    private func heightLimit(_ proposal: ProposedViewSize, size: CGSize,
                             lineBottoms: some Collection<CGFloat>) -> (TextLayoutOptions, LimitedKey)? {
        guard let height = proposal.height, size.height > height + 1e-6, lineBottoms.count > 1 else { return nil }
        let fitting = Swift.max(1, lineBottoms.prefix { $0 <= height + 1e-6 }.count)
        guard fitting < lineBottoms.count else { return nil }
        var limited = options
        limited.lineLimit = Swift.min(options.lineLimit ?? Int.max, fitting)
        limited.reservesSpace = false
        return (limited, LimitedKey(width: proposal.width ?? .infinity, lines: limited.lineLimit ?? Int.max))
    }

    /// The number of paragraphs: an unwrapped layout has one line for each.
    private lazy var paragraphCount: Int = runs.reduce(1) { count, run in
        count + Self.newlineCount(in: run.string)
    }

    /// The number of newline characters in `string`. ASCII text is counted by its bytes
    /// ("\r\n" is one character); other text by its characters.
    ///
    /// - Complexity: O(n) in the length of `string`, without grapheme breaking when it's ASCII.
    /// (Nonisolated: a closure made on the main actor checks the executor on every call.)
    nonisolated static func newlineCount(in string: String) -> Int {
        let asciiCount: Int?? = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var count = 0
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case 0x0A: if previous != 0x0D { count += 1 }
                case 0x0B, 0x0C, 0x0D: count += 1
                default: break
                }
                previous = byte
            }
            return count
        }
        if let count = asciiCount ?? nil { return count }
        return string.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
    }

    /// The sizing of the text's leaf node.
    var leafSizing: LeafSizing {
        var sizing = LeafSizing(
            identity: TextIdentity(runs: runs, options: options, engine: ObjectIdentifier(type(of: engine))),
            explicitAlignment: { [self] key, proposal, _ in
                if key == VerticalAlignment.firstTextBaseline.key { return metrics(for: proposal).firstBaseline }
                if key == VerticalAlignment.lastTextBaseline.key { return metrics(for: proposal).lastBaseline }
                // A list row's separator starts where its text starts (iOS skips a leading icon).
                if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
                return nil
            },
            sizeThatFits: { [self] proposal in metrics(for: proposal).size })
        sizing.explicitGuides = ExplicitGuides([
            VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
            HorizontalAlignment.listRowSeparatorLeading.key,
        ])
        return sizing
    }
}

private struct TextIdentity: Hashable {
    var runs: [TextRun]
    var options: TextLayoutOptions
    var engine: ObjectIdentifier
}
