import Foundation

/// A deterministic ``TextEngine`` for tests and headless use: every character has the same
/// advance for a given font size.
///
/// Metrics, for a font of size `s` (after any `minimumScaleFactor` shrinking):
/// - advance of every character, including spaces and "…": `2/3 · s`, plus the run's
///   tracking and kerning;
/// - line height: `1.2 · s` (ascent `0.8 · s`, descent `0.2 · s`, leading `0.2 · s` split
///   evenly above and below), so a line's baseline is `0.9 · s` below its top; a line mixing
///   sizes uses its largest size;
/// - lines are separated by `options.lineSpacing`.
///
/// So 17-point body text is 11⅓ points per character and 20.4 points per line, with its first
/// baseline at 15.3.
struct FixedAdvanceTextEngine: TextEngine {
    /// A character's advance for a font of `size` (`2/3 · size`).
    nonisolated static func advance(forSize size: CGFloat) -> CGFloat { size * 2 / 3 }
    /// A line's height for a font of `size` (`1.2 · size`).
    nonisolated static func lineHeight(forSize size: CGFloat) -> CGFloat { size * 6 / 5 }
    /// The distance from a line's top to its baseline for a font of `size` (`0.9 · size`).
    nonisolated static func baselineOffset(forSize size: CGFloat) -> CGFloat { size * 9 / 10 }
    static let ellipsis: Character = "…"

    nonisolated init() {}

    /// One character of the text: where it is in its run's string, and its metrics.
    fileprivate struct Glyph {
        var runIndex: Int
        /// The character's range in its run's string.
        var start: String.Index
        var end: String.Index
        var advance: CGFloat
        var fontSize: CGFloat
        var isSpace: Bool
        var isNewline: Bool
    }

    /// One item of a laid-out line: a source glyph, or an ellipsis standing in for glyphs.
    private enum LineItem {
        case glyph(Int)
        case ellipsis(runIndex: Int, advance: CGFloat, fontSize: CGFloat)
    }

    /// A line's content: a range of source glyphs, or items (a truncated line).
    private enum LineContent {
        case glyphs(Range<Int>)
        case items([LineItem])

        var count: Int {
            switch self {
            case .glyphs(let range): range.count
            case .items(let items): items.count
            }
        }

        var isEmpty: Bool { count == 0 }

        subscript(position: Int) -> LineItem {
            switch self {
            case .glyphs(let range): .glyph(range.lowerBound + position)
            case .items(let items): items[position]
            }
        }
    }

    func layout(_ runs: [TextRun], options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
        Prepared(engine: self, runs: runs).layout(options: options, proposedWidth: proposedWidth)
    }

    func prepare(_ runs: [TextRun]) -> any PreparedText {
        Prepared(engine: self, runs: runs)
    }

    /// The runs split into characters once; each layout only breaks lines and builds them.
    /// (Not private: a uniform text's laid-out lines refer to it, see ``UniformTextLines``.)
    @MainActor
    final class Prepared: PreparedText {
        let engine: FixedAdvanceTextEngine
        let runs: [TextRun]
        /// The characters at full size.
        fileprivate lazy var glyphs: [Glyph] = engine.glyphs(of: runs, scale: 1)

        init(engine: FixedAdvanceTextEngine, runs: [TextRun]) {
            self.engine = engine
            self.runs = runs
            // Read now: every measurement and layout asks for them first.
            let uniform = UniformAdvanceText(runs)
            self.singleLine = if let uniform { SingleLine(uniform) } else { nil }
            self.uniform = uniform
        }

        /// The text as one line, when it is one short line of one run (see ``SingleLine``).
        let singleLine: SingleLine?

        /// The text as characters of one advance, when it is one run of ASCII characters (see
        /// ``UniformAdvanceText``): measured without glyphs. (Read by the lines it is laid out in,
        /// wherever they are.)
        nonisolated let uniform: UniformAdvanceText?

        /// A uniform text's paragraphs (read with its characters); others are counted by the measurer.
        var paragraphCount: Int? { uniform?.paragraphCount }

        /// The width lines must fit in: `nil` (no limit), or the proposal, NaN and negative
        /// read as 0. (Nonisolated and not a closure: a closure made on the main actor checks the
        /// executor each time it runs.)
        private nonisolated static func maxWidth(_ proposedWidth: CGFloat?) -> CGFloat? {
            guard let proposedWidth else { return nil }
            return proposedWidth.isNaN ? 0 : Swift.max(0, proposedWidth)
        }

        func layout(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
            layout(options: options, proposedWidth: proposedWidth, metrics: nil)
        }

        /// A uniform text's layout takes its numbers from the measurement.
        var layoutReadsMetrics: Bool { uniform != nil }

        func layout(options: TextLayoutOptions, proposedWidth: CGFloat?, metrics: TextMetrics?) -> TextLayoutResult {
            let maxWidth = Self.maxWidth(proposedWidth)
            if let line = singleLine, line.fits(maxWidth), !options.reservesSpace {
                return line.layout(of: self)
            }
            if let uniform, let result = layout(uniform, options: options, maxWidth: maxWidth, metrics: metrics) {
                return result
            }
            let full = engine.layout(runs, glyphs: glyphs, options: options, maxWidth: maxWidth, scale: 1)
            let minimumScale = Swift.min(1, Swift.max(0.01, options.minimumScaleFactor))
            guard full.isTruncated, minimumScale < 1 else { return full }
            var best = scaled(options: options, maxWidth: maxWidth, scale: minimumScale)
            guard !best.isTruncated else { return best }
            var low = minimumScale
            var high: CGFloat = 1
            for _ in 0..<16 {
                let middle = (low + high) / 2
                let attempt = scaled(options: options, maxWidth: maxWidth, scale: middle)
                if attempt.isTruncated {
                    high = middle
                } else {
                    low = middle
                    best = attempt
                }
            }
            return best
        }

        /// The metrics without building lines: the lines are glyph ranges, and a truncated last
        /// line is the items `truncate` keeps (no strings or fragments are made). A truncated
        /// text that may shrink (`minimumScaleFactor` below 1) takes the full layout's metrics.
        /// The sums run in the same order as the layout's, so the numbers are the same.
        func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics {
            let maxWidth = Self.maxWidth(proposedWidth)
            if let line = singleLine, line.fits(maxWidth), !options.reservesSpace { return line.metrics }
            if let uniform, let metrics = measure(uniform, options: options, maxWidth: maxWidth,
                                                  perLine: uniform.charactersPerLine(maxWidth)) {
                return metrics
            }
            let glyphs = self.glyphs
            guard !glyphs.isEmpty else { return TextMetrics(.empty) }
            var ranges: [Range<Int>] = []
            var paragraphStart = 0
            for index in 0...glyphs.count where index == glyphs.count || glyphs[index].isNewline {
                engine.wrap(paragraphStart..<index, glyphs: glyphs, maxWidth: maxWidth, into: &ranges)
                paragraphStart = index + 1
            }
            var truncatedLine: [LineItem]?
            var truncatedStart = 0
            if let limit = options.effectiveLineLimit, ranges.count > limit {
                guard options.minimumScaleFactor >= 1 else {
                    return TextMetrics(layout(options: options, proposedWidth: proposedWidth))
                }
                truncatedLine = engine.truncatedLastLine(ranges: ranges, limit: limit, glyphs: glyphs, maxWidth: maxWidth,
                                                         mode: options.truncationMode)
                truncatedStart = ranges[limit - 1].lowerBound
                ranges.removeLast(ranges.count - limit + 1)
            }
            let fallbackSize = (runs.first?.font.size ?? 0) * 1
            var builder = MetricsBuilder(options: options, lineCount: ranges.count + (truncatedLine == nil ? 0 : 1))
            func emptyLineFontSize(at position: Int) -> CGFloat {
                position < glyphs.count ? glyphs[position].fontSize : fallbackSize
            }
            for range in ranges {
                var fontSize: CGFloat = 0
                var x: CGFloat = 0
                for index in range {
                    x += glyphs[index].advance
                    fontSize = Swift.max(fontSize, glyphs[index].fontSize)
                }
                builder.addLine(width: x, fontSize: range.isEmpty ? emptyLineFontSize(at: range.lowerBound) : fontSize)
            }
            if let truncatedLine {
                var fontSize: CGFloat = 0
                var x: CGFloat = 0
                for item in truncatedLine {
                    switch item {
                    case .glyph(let index):
                        x += glyphs[index].advance
                        fontSize = Swift.max(fontSize, glyphs[index].fontSize)
                    case let .ellipsis(_, advance, size):
                        x += advance
                        fontSize = Swift.max(fontSize, size)
                    }
                }
                builder.addLine(width: x, fontSize: truncatedLine.isEmpty ? emptyLineFontSize(at: truncatedStart) : fontSize)
            }
            return builder.metrics(isTruncated: truncatedLine != nil, fallbackSize: fallbackSize)
        }

        /// The layout of a uniform text: the general layout's lines (one fragment each, the
        /// line's characters sliced from the run's string), without glyphs. `nil` for a truncated
        /// text that may shrink (the general path shrinks it).
        ///
        /// Untruncated, its numbers are the measurement's (`metrics`, when measuring found them
        /// with these options at this width, else measured now) and its lines are described,
        /// not built (``UniformTextLines``): they are found when a backend reads them.
        private func layout(_ text: UniformAdvanceText, options: TextLayoutOptions, maxWidth: CGFloat?,
                            metrics known: TextMetrics?) -> TextLayoutResult? {
            guard text.count > 0 else { return .empty }
            // The characters a line holds, found once for the measurement and the lines.
            let perLine = text.charactersPerLine(maxWidth)
            // Metrics known with a shrinkable font may be the general path's (shrunk): measured again.
            let metrics: TextMetrics
            if let known, options.minimumScaleFactor >= 1 {
                metrics = known
            } else if options.effectiveLineLimit != nil {
                // Likely cut (a height-limited layout always is): built without measuring first.
                return builtLayout(text, options: options, maxWidth: maxWidth, perLine: perLine)
            } else {
                guard let measured = measure(text, options: options, maxWidth: maxWidth, perLine: perLine) else { return nil }
                metrics = measured
            }
            guard !metrics.isTruncated else { return builtLayout(text, options: options, maxWidth: maxWidth, perLine: perLine) }
            let lines = UniformTextLines(source: self, perLine: perLine, count: metrics.lineCount, spacing: options.lineSpacing,
                                         width: metrics.size.width, alignment: options.alignment)
            return TextLayoutResult(size: metrics.size, firstBaseline: metrics.firstBaseline,
                                    lastBaseline: metrics.lastBaseline, lines: TextLines(lines), isTruncated: false,
                                    scaleFactor: 1)
        }

        /// The layout of a uniform text with its lines built (the last one truncated when the
        /// line limit cuts the text): for a text with a line limit and no measurement. `nil` for
        /// a truncated text that may shrink. `perLine` is ``UniformAdvanceText/charactersPerLine(_:)``
        /// of `maxWidth`.
        private func builtLayout(_ text: UniformAdvanceText, options: TextLayoutOptions, maxWidth: CGFloat?,
                                     perLine: Int?) -> TextLayoutResult? {
            let lineLimit = options.effectiveLineLimit
            var lines = UniformLines(text: text, spacing: options.lineSpacing,
                                     capacity: Swift.min(text.estimatedLineCount(perLine: perLine), lineLimit ?? Int.max) + 1)
            // The lines are built as they are found (no list of ranges first); line number
            // `lineLimit` waits: a line after it truncates it.
            var lineCount = 0
            var lastAllowed = 0..<0
            text.forEachLine(perLine: perLine, lineLimit: lineLimit) { range in
                lineCount += 1
                if let lineLimit, lineCount >= lineLimit {
                    if lineCount == lineLimit { lastAllowed = range }
                    return
                }
                lines.add(range)
            }
            var isTruncated = false
            if let limit = lineLimit, lineCount >= limit {
                if lineCount == limit {
                    lines.add(lastAllowed)
                } else {
                    guard options.minimumScaleFactor >= 1 else { return nil }
                    isTruncated = true
                    if let line = text.truncatedLine(lastAllowed, maxWidth: maxWidth, mode: options.truncationMode) {
                        let kept = [line.front, line.back].filter { !$0.isEmpty }
                        let sourceRange = kept.isEmpty ? 0..<0 : kept[0].lowerBound..<kept[kept.count - 1].upperBound
                        let shown = text.string(of: line.front) + String(FixedAdvanceTextEngine.ellipsis)
                            + text.string(of: line.back)
                        lines.add(TextSlice(shown), width: text.width(of: line.count + 1), sourceRange: sourceRange)
                    } else {
                        lines.addEmpty()
                    }
                }
            }
            var built = lines.built
            var totalHeight = lines.y
            if options.reservesSpace, let limit = options.lineLimit, built.count < limit {
                let missing = CGFloat(limit - built.count)
                totalHeight += missing * (lines.height + options.lineSpacing)
            }
            var width: CGFloat = 0
            for line in built { width = Swift.max(width, line.size.width) }
            if options.alignment != .leading {
                for index in built.indices {
                    built[index].origin.x = (width - built[index].size.width) * options.alignment.lineOffsetFraction
                }
            }
            return TextLayoutResult(size: CGSize(width: width, height: totalHeight),
                                    firstBaseline: built.first?.baseline ?? 0, lastBaseline: built.last?.baseline ?? 0,
                                    lines: TextLines(built), isTruncated: isTruncated, scaleFactor: 1)
        }

        /// A uniform text's lines, stacked as they are added (a struct mutated in place by the
        /// line walk: a local function capturing the lines would box them).
        private struct UniformLines {
            let text: UniformAdvanceText
            let spacing: CGFloat
            let height: CGFloat
            let baselineOffset: CGFloat
            private(set) var built: [TextLine] = []
            /// The bottom of the last line.
            private(set) var y: CGFloat = 0

            init(text: UniformAdvanceText, spacing: CGFloat, capacity: Int) {
                self.text = text
                self.spacing = spacing
                height = FixedAdvanceTextEngine.lineHeight(forSize: text.fontSize)
                baselineOffset = FixedAdvanceTextEngine.baselineOffset(forSize: text.fontSize)
                built.reserveCapacity(capacity)
            }

            /// Adds the line of the characters in `range`.
            mutating func add(_ range: Range<Int>) {
                guard !range.isEmpty else { return addEmpty() }
                add(text.slice(of: range), width: text.width(of: range.count), sourceRange: range)
            }

            /// Adds a line showing `content`, `width` wide: its characters and its one
            /// fragment's are the same slice (no string, no array).
            mutating func add(_ content: TextSlice, width: CGFloat, sourceRange: Range<Int>) {
                if !built.isEmpty { y += spacing }
                built.append(TextLine(slice: content, sourceRange: sourceRange, origin: CGPoint(x: 0, y: y),
                                      size: CGSize(width: width, height: height), baseline: y + baselineOffset,
                                      fragments: TextLine.Fragments(TextLine.Fragment(runIndex: 0, slice: content, x: 0,
                                                                                      width: width))))
                y += height
            }

            /// Adds an empty line.
            mutating func addEmpty() {
                if !built.isEmpty { y += spacing }
                built.append(TextLine(slice: TextSlice(""), sourceRange: 0..<0, origin: CGPoint(x: 0, y: y),
                                      size: CGSize(width: 0, height: height), baseline: y + baselineOffset,
                                      fragments: TextLine.Fragments()))
                y += height
            }
        }

        /// ``measure(options:proposedWidth:)`` for a uniform text: the same lines, counted (every
        /// line has the run's height, so only the count and the widest matter), their widths from
        /// sums of advances. `nil` for a truncated text that may shrink (the general path lays it
        /// out).
        /// `perLine` is ``UniformAdvanceText/charactersPerLine(_:)`` of `maxWidth`.
        private func measure(_ text: UniformAdvanceText, options: TextLayoutOptions, maxWidth: CGFloat?,
                             perLine: Int?) -> TextMetrics? {
            guard text.count > 0 else { return TextMetrics(.empty) }
            let lineLimit = options.effectiveLineLimit
            // The widest line before the last allowed one; that one waits: a line after it
            // truncates it.
            let (lineCount, widest, lastAllowed) = text.countLines(perLine: perLine, lineLimit: lineLimit)
            var shownLines = lineCount
            var widestWidth = text.width(of: widest)
            var isTruncated = false
            if let limit = lineLimit, lineCount >= limit {
                shownLines = limit
                let last: CGFloat
                if lineCount > limit {
                    guard options.minimumScaleFactor >= 1 else { return nil }
                    isTruncated = true
                    // The kept characters and the ellipsis, or nothing.
                    if let line = text.truncatedLine(lastAllowed, maxWidth: maxWidth, mode: options.truncationMode) {
                        last = text.width(of: line.count + 1)
                    } else {
                        last = 0
                    }
                } else {
                    last = text.width(of: lastAllowed.count)
                }
                widestWidth = Swift.max(widestWidth, last)
            }
            let height = FixedAdvanceTextEngine.lineHeight(forSize: text.fontSize)
            var extraHeight: CGFloat = 0
            if options.reservesSpace, let limit = options.lineLimit, shownLines < limit {
                extraHeight = CGFloat(limit - shownLines) * (height + options.lineSpacing)
            }
            return TextMetrics(uniformLines: shownLines, height: height,
                               baselineOffset: FixedAdvanceTextEngine.baselineOffset(forSize: text.fontSize),
                               spacing: options.lineSpacing, width: widestWidth, extraHeight: extraHeight,
                               isTruncated: isTruncated)
        }

        private func scaled(options: TextLayoutOptions, maxWidth: CGFloat?, scale: CGFloat) -> TextLayoutResult {
            engine.layout(runs, glyphs: engine.glyphs(of: runs, scale: scale), options: options, maxWidth: maxWidth,
                          scale: scale)
        }
    }

    /// Adds up measured lines into ``TextMetrics``: lines stacked with the options' line
    /// spacing, the widest line's width, the first and last baselines.
    private struct MetricsBuilder {
        let options: TextLayoutOptions
        private(set) var bottoms: [CGFloat] = []
        private var widest: CGFloat?
        private var firstBaseline: CGFloat = 0
        private var lastBaseline: CGFloat = 0
        private var y: CGFloat = 0

        init(options: TextLayoutOptions, lineCount: Int) {
            self.options = options
            bottoms.reserveCapacity(lineCount)
        }

        mutating func addLine(width x: CGFloat, fontSize: CGFloat) {
            if !bottoms.isEmpty { y += options.lineSpacing }
            let height = FixedAdvanceTextEngine.lineHeight(forSize: fontSize)
            let baseline = y + FixedAdvanceTextEngine.baselineOffset(forSize: fontSize)
            if bottoms.isEmpty { firstBaseline = baseline }
            lastBaseline = baseline
            widest = Swift.max(widest ?? x, x)
            bottoms.append(y + height)
            y += height
        }

        /// The metrics of the lines added, with room for the missing lines of a text that
        /// reserves space for its line limit (lines of `fallbackSize`).
        func metrics(isTruncated: Bool, fallbackSize: CGFloat) -> TextMetrics {
            var height = y
            if options.reservesSpace, let limit = options.lineLimit, bottoms.count < limit {
                let missing = CGFloat(limit - bottoms.count)
                height += missing * (FixedAdvanceTextEngine.lineHeight(forSize: fallbackSize) + options.lineSpacing)
            }
            return TextMetrics(size: CGSize(width: widest ?? 0, height: height), firstBaseline: firstBaseline,
                               lastBaseline: lastBaseline, lineBottoms: bottoms, isTruncated: isTruncated)
        }
    }

    /// A text of one run of ASCII characters without line breaks, with a positive advance:
    /// laid out at a width it fits in, it is one line, whatever the options (a line limit
    /// keeps at least one line; nothing is truncated, so nothing shrinks). Its numbers are
    /// those of the general layout, summed in the same order, without splitting the text
    /// into glyphs.
    struct SingleLine {
        /// The characters shown: the text without trailing blanks (as wrapping trims them).
        let shown: Int
        /// Their width, summed character by character.
        let width: CGFloat
        let fontSize: CGFloat

        init?(_ uniform: borrowing UniformAdvanceText) {
            let shown = uniform.shownCount
            guard uniform.paragraphCount == 1, shown > 0 else { return nil }
            self.shown = shown
            self.width = uniform.width(of: shown)
            self.fontSize = uniform.fontSize
        }

        /// Whether the line fits in `maxWidth` (the last character shown is the widest point
        /// wrapping checks, since every advance is positive).
        func fits(_ maxWidth: CGFloat?) -> Bool {
            guard let maxWidth else { return true }
            return width <= maxWidth + 1e-6
        }

        var metrics: TextMetrics {
            TextMetrics(uniformLines: 1, height: FixedAdvanceTextEngine.lineHeight(forSize: fontSize),
                        baselineOffset: FixedAdvanceTextEngine.baselineOffset(forSize: fontSize), spacing: 0,
                        width: width, isTruncated: false)
        }

        /// The layout: one line, as wide as the text (so any alignment offsets it by 0), of
        /// `prepared`'s uniform text (which this line is of): described, made when read.
        func layout(of prepared: Prepared) -> TextLayoutResult {
            let height = FixedAdvanceTextEngine.lineHeight(forSize: fontSize)
            let baseline = FixedAdvanceTextEngine.baselineOffset(forSize: fontSize)
            let line = UniformTextLines(source: prepared, perLine: nil, count: 1, spacing: 0, width: width,
                                        alignment: .leading)
            return TextLayoutResult(size: CGSize(width: width, height: height), firstBaseline: baseline,
                                    lastBaseline: baseline, lines: TextLines(line), isTruncated: false, scaleFactor: 1)
        }
    }

    // The helpers below are nonisolated: a closure made in a main-actor function checks the
    // executor each time it is called, which per character costs more than the work.
    nonisolated private func glyphs(of runs: [TextRun], scale: CGFloat) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(runs.reduce(0) { $0 + $1.string.utf8.count })
        for (runIndex, run) in runs.enumerated() {
            let size = run.font.size * scale
            let advance = Self.advance(forSize: size) + run.tracking + run.kerning
            let string = run.string
            if Self.isSimpleASCII(string) {
                // One character per byte: no grapheme breaking needed.
                let utf8 = string.utf8
                var start = utf8.startIndex
                for byte in utf8 {
                    let end = utf8.index(after: start)
                    glyphs.append(Glyph(runIndex: runIndex, start: start, end: end, advance: advance, fontSize: size,
                                        isSpace: byte == 0x20 || byte == 0x09,
                                        isNewline: byte == 0x0A || byte == 0x0B || byte == 0x0C))
                    start = end
                }
                continue
            }
            var start = string.startIndex
            while start < string.endIndex {
                let end = string.index(after: start)
                let character = string[start]
                glyphs.append(Glyph(runIndex: runIndex, start: start, end: end, advance: advance, fontSize: size,
                                    isSpace: character == " " || character == "\t",
                                    isNewline: character.isNewline))
                start = end
            }
        }
        return glyphs
    }

    /// Whether every character of `string` is one ASCII byte (no "\r", which with "\n" makes
    /// one character).
    private nonisolated static func isSimpleASCII(_ string: String) -> Bool {
        for byte in string.utf8 where byte >= 0x80 || byte == 0x0D { return false }
        return true
    }

    private func layout(_ runs: [TextRun], glyphs: [Glyph], options: TextLayoutOptions, maxWidth: CGFloat?,
                        scale: CGFloat) -> TextLayoutResult {
        guard !glyphs.isEmpty else { return .empty }

        // 1. Break each paragraph into lines.
        var ranges: [Range<Int>] = []
        var paragraphStart = 0
        for index in 0...glyphs.count where index == glyphs.count || glyphs[index].isNewline {
            wrap(paragraphStart..<index, glyphs: glyphs, maxWidth: maxWidth, into: &ranges)
            paragraphStart = index + 1
        }

        // 2. Apply the line limit, truncating the last line.
        var lines: [LineContent] = ranges.map { .glyphs($0) }
        var isTruncated = false
        if let limit = options.effectiveLineLimit, ranges.count > limit {
            isTruncated = true
            lines.removeLast(lines.count - limit + 1)
            lines.append(.items(truncatedLastLine(ranges: ranges, limit: limit, glyphs: glyphs, maxWidth: maxWidth,
                                                  mode: options.truncationMode)))
        }

        // 3. Measure and position lines. A line's text is made of slices of the runs' strings:
        // each stretch of consecutive characters of one run is one slice.
        let fallbackSize = (runs.first?.font.size ?? 0) * scale
        var built: [TextLine] = []
        var y: CGFloat = 0
        for (lineIndex, items) in lines.enumerated() {
            if lineIndex > 0 { y += options.lineSpacing }
            var fontSize: CGFloat = 0
            var fragments: [TextLine.Fragment] = []
            var x: CGFloat = 0
            var lowestSource = Int.max
            var highestSource = -1
            var position = 0
            while position < items.count {
                switch items[position] {
                case .glyph(let first):
                    let glyph = glyphs[first]
                    var last = first
                    while position + 1 < items.count, case .glyph(let next) = items[position + 1], next == last + 1,
                          glyphs[next].runIndex == glyph.runIndex {
                        last = next
                        position += 1
                    }
                    let runIndex = glyph.runIndex
                    let piece = runs[runIndex].string[glyph.start..<glyphs[last].end]
                    lowestSource = Swift.min(lowestSource, first)
                    highestSource = Swift.max(highestSource, last)
                    fontSize = Swift.max(fontSize, glyph.fontSize)
                    // Widths add up character by character, as the line's does.
                    let merges = fragments.last?.runIndex == runIndex
                    var width: CGFloat = merges ? fragments[fragments.count - 1].width : 0
                    let startX = x
                    for index in first...last {
                        width += glyphs[index].advance
                        x += glyphs[index].advance
                    }
                    if merges {
                        fragments[fragments.count - 1].text.append(contentsOf: piece)
                        fragments[fragments.count - 1].width = width
                    } else {
                        fragments.append(TextLine.Fragment(runIndex: runIndex, text: String(piece), x: startX, width: width))
                    }
                case let .ellipsis(ellipsisRun, ellipsisAdvance, ellipsisSize):
                    fontSize = Swift.max(fontSize, ellipsisSize)
                    if fragments.last?.runIndex == ellipsisRun {
                        fragments[fragments.count - 1].text.append(Self.ellipsis)
                        fragments[fragments.count - 1].width += ellipsisAdvance
                    } else {
                        fragments.append(TextLine.Fragment(runIndex: ellipsisRun, text: String(Self.ellipsis), x: x,
                                                           width: ellipsisAdvance))
                    }
                    x += ellipsisAdvance
                }
                position += 1
            }
            if items.isEmpty {
                let position = lineIndex < ranges.count ? ranges[lineIndex].lowerBound : 0
                fontSize = position < glyphs.count ? glyphs[position].fontSize : fallbackSize
            }
            let text = fragments.count == 1 ? fragments[0].text : fragments.map(\.text).joined()
            let height = Self.lineHeight(forSize: fontSize)
            let sourceRange = highestSource < 0 ? 0..<0 : lowestSource..<(highestSource + 1)
            built.append(TextLine(text: text, sourceRange: sourceRange, origin: CGPoint(x: 0, y: y),
                                  size: CGSize(width: x, height: height),
                                  baseline: y + Self.baselineOffset(forSize: fontSize), fragments: fragments))
            y += height
        }
        var height = y
        if options.reservesSpace, let limit = options.lineLimit, built.count < limit {
            let missing = CGFloat(limit - built.count)
            height += missing * (Self.lineHeight(forSize: fallbackSize) + options.lineSpacing)
        }
        let width = built.map(\.size.width).max() ?? 0
        for index in built.indices {
            built[index].origin.x = (width - built[index].size.width) * options.alignment.lineOffsetFraction
        }
        return TextLayoutResult(size: CGSize(width: width, height: height),
                                firstBaseline: built.first?.baseline ?? 0, lastBaseline: built.last?.baseline ?? 0,
                                lines: built, isTruncated: isTruncated, scaleFactor: scale)
    }

    /// The last line of a text cut to `limit` lines: the rest of the text from that line's
    /// start (only that line when there is no width), fitted with an ellipsis.
    private func truncatedLastLine(ranges: [Range<Int>], limit: Int, glyphs: [Glyph], maxWidth: CGFloat?,
                                   mode: TextTruncation) -> [LineItem] {
        let content = maxWidth == nil ? Array(ranges[limit - 1]) : Array(ranges[limit - 1].lowerBound..<glyphs.count)
        return truncate(content, glyphs: glyphs, width: maxWidth, mode: mode)
    }

    /// Breaks one paragraph into lines no wider than `maxWidth`, appending them to `lines`.
    nonisolated private func wrap(_ paragraph: Range<Int>, glyphs: [Glyph], maxWidth: CGFloat?,
                                  into lines: inout [Range<Int>]) {
        guard !paragraph.isEmpty else {
            lines.append(paragraph)
            return
        }
        let tolerance: CGFloat = 1e-6
        var lineStart = paragraph.lowerBound
        var width: CGFloat = 0
        var lastSpace: Int?
        var index = lineStart

        func trimmedEnd(_ end: Int, start: Int) -> Int {
            var end = end
            while end > start && glyphs[end - 1].isSpace { end -= 1 }
            return end
        }

        while index < paragraph.upperBound {
            let glyph = glyphs[index]
            if glyph.isSpace {
                lastSpace = index
                width += glyph.advance
                index += 1
                continue
            }
            if let maxWidth, index > lineStart, width + glyph.advance > maxWidth + tolerance {
                if let space = lastSpace, space > lineStart {
                    lines.append(lineStart..<trimmedEnd(space, start: lineStart))
                    lineStart = space + 1
                    while lineStart < index && glyphs[lineStart].isSpace { lineStart += 1 }
                } else {
                    lines.append(lineStart..<index)
                    lineStart = index
                }
                lastSpace = nil
                width = glyphs[lineStart..<index].reduce(0) { $0 + $1.advance }
                continue
            }
            width += glyph.advance
            index += 1
        }
        lines.append(lineStart..<trimmedEnd(paragraph.upperBound, start: lineStart))
    }

    /// Fits `content` (glyph indices; newlines read as spaces) in `width` with an ellipsis.
    ///
    /// With no width (ideal layout), the whole content is kept and the ellipsis appended.
    private func truncate(_ content: [Int], glyphs: [Glyph], width: CGFloat?, mode: TextTruncation) -> [LineItem] {
        guard let first = content.first else { return [] }
        func advance(_ index: Int) -> CGFloat {
            glyphs[index].isNewline ? glyphs[first].advance : glyphs[index].advance
        }
        func isBlank(_ index: Int) -> Bool { glyphs[index].isSpace || glyphs[index].isNewline }
        let ellipsisGlyph = glyphs[first]
        let ellipsisAdvance = ellipsisGlyph.advance
        func ellipsis(near index: Int) -> LineItem {
            .ellipsis(runIndex: glyphs[index].runIndex, advance: ellipsisAdvance, fontSize: glyphs[index].fontSize)
        }
        guard let width else {
            var kept = content
            while let last = kept.last, isBlank(last) { kept.removeLast() }
            return kept.map(LineItem.glyph) + [ellipsis(near: kept.last ?? first)]
        }
        let available = width - ellipsisAdvance
        let tolerance: CGFloat = 1e-6
        switch mode {
        case .tail:
            var used: CGFloat = 0
            var prefix: [Int] = []
            for index in content {
                if used + advance(index) > available + tolerance { break }
                used += advance(index)
                prefix.append(index)
            }
            while let last = prefix.last, isBlank(last) { prefix.removeLast() }
            return prefix.map(LineItem.glyph) + [ellipsis(near: prefix.last ?? first)]
        case .head:
            // Taken from the end, then put in order (inserting each at the front is quadratic).
            var used: CGFloat = 0
            var reversedSuffix: [Int] = []
            for index in content.reversed() {
                if used + advance(index) > available + tolerance { break }
                used += advance(index)
                reversedSuffix.append(index)
            }
            while let head = reversedSuffix.last, isBlank(head) { reversedSuffix.removeLast() }
            let suffix = Array(reversedSuffix.reversed())
            return [ellipsis(near: suffix.first ?? first)] + suffix.map(LineItem.glyph)
        case .middle:
            var used: CGFloat = 0
            var front: [Int] = []
            var reversedBack: [Int] = []
            var lower = 0
            var upper = content.count - 1
            var takeFront = true
            while lower <= upper {
                let index = takeFront ? content[lower] : content[upper]
                if used + advance(index) > available + tolerance { break }
                used += advance(index)
                if takeFront {
                    front.append(index)
                    lower += 1
                } else {
                    reversedBack.append(index)
                    upper -= 1
                }
                takeFront.toggle()
            }
            while let last = front.last, isBlank(last) { front.removeLast() }
            while let head = reversedBack.last, isBlank(head) { reversedBack.removeLast() }
            let back = Array(reversedBack.reversed())
            return front.map(LineItem.glyph) + [ellipsis(near: front.last ?? first)] + back.map(LineItem.glyph)
        }
    }
}
