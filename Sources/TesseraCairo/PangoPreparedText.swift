import CCairo
import Foundation
import Tessera

extension PangoTextEngine {
    package func prepare(_ runs: [TextRun]) -> any PreparedText {
        let key = PangoRunsKey(runs: runs)
        if let known = preparedByRuns[key] { return known }
        if preparedByRuns.count >= Self.preparedLimit { preparedByRuns.removeAll() }
        let prepared = PangoPreparedText(engine: self, runs: runs)
        preparedByRuns[key] = prepared
        return prepared
    }
}

/// A text prepared by ``PangoTextEngine``: one `PangoLayout` of the whole text with its
/// attributes, kept for every measurement. Measuring at a width sets the layout's width and
/// reads the lines' extents and baselines from it, instead of laying out each line again.
///
/// The measurement reads the whole layout only where that gives the numbers of
/// ``PangoTextEngine``'s line-by-line layout: one font and no tracking or kerning (a line's
/// height then doesn't depend on the spaces a wrap drops), left-to-right lines, and no
/// truncation. Anything else, and the full layout that drawing asks for, is the engine's
/// `layout(_:options:proposedWidth:)`, given the lines the whole layout broke at the width and
/// this text's ``PangoLineMemo`` (``PangoTextEngine/LentLines``), so that it neither breaks the
/// lines again nor measures a line or a truncation candidate measured at another width.
@MainActor
final class PangoPreparedText: PreparedText {
    private let engine: PangoTextEngine
    private let runs: [TextRun]
    private var glyphs: [PangoTextEngine.Glyph] = []
    /// The glyphs' offsets in the whole layout's text.
    private var bytes = PangoTextEngine.GlyphBytes(glyphs: [], byteOffsets: [0])
    /// The lines measured in Pango, for every width and truncation.
    private let memo = PangoLineMemo()
    /// The layout of the whole text, made on the first measurement (nil when the fast path
    /// doesn't apply).
    private var wholeLayout: OpaquePointer?
    private let usesWholeLayout: Bool
    /// The height and baseline of a line with no characters (measured once).
    private var emptyLine: TextLine?

    init(engine: PangoTextEngine, runs: [TextRun]) {
        self.engine = engine
        self.runs = runs
        let font = runs.first?.font
        usesWholeLayout = runs.allSatisfy { $0.font == font && $0.tracking == 0 && $0.kerning == 0 }
    }

    isolated deinit {
        if let wholeLayout { g_object_unref(UnsafeMutableRawPointer(wholeLayout)) }
    }

    func layout(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
        let key = MeasurementKey(options: options, proposedWidth: proposedWidth)
        if let known = layouts[key] { return known }
        let result = longText()?.layout(options: options, width: key.width < 0 ? nil : key.width)
            ?? sharedLayout(options: options, key: key)
            ?? engine.layout(runs, options: options, proposedWidth: proposedWidth)
        layouts.insert(result, for: key)
        return result
    }

    /// The layout at `key`'s width shared with other widths: a layout depends on where the
    /// lines break, and a truncated one on which shortened lines fit, not on the width itself —
    /// the columns of a stack, a few thousandths of a point apart, share one. Nil where the
    /// engine lays out at this width alone (no text, or a truncation that shrinks the text).
    private func sharedLayout(options: TextLayoutOptions, key: MeasurementKey) -> TextLayoutResult? {
        guard let breaking = lineBreaking(width: key.width) else { return nil }
        let starts = breaking.starts
        let limit = options.lineLimit.map { max(1, $0) }
        let truncates = limit.map { starts.count > $0 } ?? false
        if truncates && (key.width < 0 || options.minimumScaleFactor < 1) { return nil }
        let breaks = LineBreaksKey(options: options, lineStarts: truncates ? Array(starts.prefix(limit!)) : starts,
                                   truncates: truncates)
        let known = layoutsByBreaks[breaks] ?? []
        if let shared = known.first(where: { $0.bounds.contains(key.width) }) { return shared.result }
        var bounds = PangoTextEngine.TruncationBounds()
        let lent = PangoTextEngine.LentLines(
            glyphs: glyphs, lines: breaking.ranges.isEmpty ? [[]] : breaking.ranges.map { Array(glyphs[$0]) }, memo: memo)
        let result = engine.layout(runs, options: options, maxWidth: key.width < 0 ? nil : key.width, scale: 1,
                                   bounds: &bounds, lent: lent)
        if known.isEmpty && layoutsByBreaks.count >= Self.layoutLimit { layoutsByBreaks.removeAll(keepingCapacity: true) }
        layoutsByBreaks[breaks] = known.suffix(Self.truncationsPerBreaks - 1) + [(result, bounds)]
        return result
    }

    /// The number of paragraphs, by the measurer's own rule (``TextMeasurer/paragraphCount(of:)``),
    /// counted once for every `Text` showing this text.
    var paragraphCount: Int? {
        if let storedParagraphCount { return storedParagraphCount }
        let count = TextMeasurer.paragraphCount(of: runs)
        storedParagraphCount = count
        return count
    }
    @exclusivity(unchecked) private var storedParagraphCount: Int?

    func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics {
        let key = MeasurementKey(options: options, proposedWidth: proposedWidth)
        if let known = measurements[key] { return known }
        let maxWidth = key.width < 0 ? nil : key.width
        let result: TextMetrics
        if let long = longText() {
            // (Never the whole layout at a width: Pango would break the long paragraphs itself.)
            result = long.measure(options: options, width: maxWidth) ?? TextMetrics(layout(options: options, proposedWidth: proposedWidth))
        } else {
            result = measureWhole(options: options, maxWidth: maxWidth)
                ?? TextMetrics(layout(options: options, proposedWidth: proposedWidth))
        }
        measurements.insert(result, for: key)
        return result
    }

    /// Measurements made, by options and width; a text shared by several views is measured at
    /// the same widths again. Emptied past ``measurementLimit`` entries (a window being resized
    /// measures at a new width every frame). (`@exclusivity(unchecked)` on the memos: each
    /// access is one look-up or one store that doesn't call out of the text.)
    @exclusivity(unchecked) private var measurements = PangoMeasurementMemo<MeasurementKey, TextMetrics>(
        limit: measurementLimit)
    private static let measurementLimit = 1024

    /// Full layouts (the lines drawing needs), by options and width: views showing the same
    /// text at the same width — a list's repeated strings — are drawn from one layout. Emptied
    /// past ``layoutLimit`` entries.
    @exclusivity(unchecked) private var layouts = PangoMeasurementMemo<MeasurementKey, TextLayoutResult>(limit: layoutLimit)
    /// Full layouts by where their lines start, with the widths a truncation holds for: the
    /// same kept lines truncate differently at widths on either side of a shortened line's
    /// width (a stack's columns a fraction of a point apart), so a key keeps the last
    /// ``truncationsPerBreaks`` truncations (their width ranges don't overlap).
    private var layoutsByBreaks: [LineBreaksKey: [(result: TextLayoutResult, bounds: PangoTextEngine.TruncationBounds)]] = [:]
    /// How many full layouts ``layouts`` keeps, and how many line breakings ``layoutsByBreaks``
    /// (before each is emptied): a text drawn in a grid's or a list's columns is drawn at a
    /// few widths, with and without the line limit a short height sets.
    private static let layoutLimit = 32
    private static let truncationsPerBreaks = 4

    private struct LineBreaksKey: Hashable {
        var options: TextLayoutOptions
        /// The UTF-8 offset at which each line starts (for a truncated layout, each line kept).
        var lineStarts: [Int32]
        /// Whether more lines than the limit break (the last kept one is truncated).
        var truncates: Bool
    }

    /// Hashed by the width and line limit alone, compared width first: a text is measured with
    /// few option sets, and every `Text` of a frame looks its measurements up (hashing all
    /// the options cost more than the rest of the look-up).
    private struct MeasurementKey: Hashable {
        var options: TextLayoutOptions
        /// The width (NaN and negative widths read as 0), or -1 for none.
        var width: CGFloat

        init(options: TextLayoutOptions, proposedWidth: CGFloat?) {
            self.options = options
            width = proposedWidth.map { $0.isNaN ? 0 : max(0, $0) } ?? -1
        }

        static func == (lhs: MeasurementKey, rhs: MeasurementKey) -> Bool {
            lhs.width == rhs.width && lhs.options == rhs.options
        }

        func hash(into hasher: inout Hasher) {
            // -0 and 0 are equal widths.
            let widthBits = width == 0 ? 0 : UInt64(width.bitPattern)
            hasher.combine(widthBits ^ UInt64(bitPattern: Int64(options.lineLimit ?? -1)))
        }
    }

    /// The text broken into lines here rather than by Pango, when it is long (see
    /// ``PangoLongText``); made once, from the whole layout without a width.
    private func longText() -> PangoLongText? {
        if checkedLongText { return storedLongText }
        checkedLongText = true
        guard usesWholeLayout, runs.count == 1, runs[0].string.utf8.count >= PangoLongText.threshold else { return nil }
        storedLongText = PangoLongText(runs: runs, engine: engine, emptyLineHeight: { emptyLineMetrics().size.height })
        return storedLongText
    }
    private var checkedLongText = false
    private var storedLongText: PangoLongText?

    /// How many times the text was broken into lines at a width by ``PangoLongText`` (nil when
    /// Pango breaks it; for tests).
    var longTextBreakings: Int? { longText()?.breakings }

    /// The layout of the whole text, made once.
    private func preparedLayout() -> OpaquePointer? {
        if let wholeLayout { return wholeLayout }
        glyphs = PangoTextEngine.glyphs(of: runs)
        guard !glyphs.isEmpty else { return nil }
        let (layout, offsets) = engine.makeLayout(glyphs, runs: runs)
        bytes = PangoTextEngine.GlyphBytes(glyphs: glyphs, byteOffsets: offsets)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        wholeLayout = layout
        return layout
    }

    /// The lines of the whole text wrapped in `width` (-1: not wrapped): the line breaking of
    /// the engine's layout, which breaks the same text with the same attributes and wrap mode.
    /// Nil for an empty text.
    private func lineBreaking(width: CGFloat) -> LineBreaking? {
        if let known = lineBreakingByWidth[width] { return known }
        if let long = longText() {
            // (The glyphs, for a truncated layout's lines.)
            if glyphs.isEmpty { _ = preparedLayout() }
            var breaking = LineBreaking()
            breaking.ranges = long.lines(width: width < 0 ? nil : width)
            breaking.starts = breaking.ranges.map { Int32(long.byteOffset(ofCharacter: $0.lowerBound)) }
            lineBreakingByWidth[width] = breaking
            return breaking
        }
        guard let layout = preparedLayout() else { return nil }
        pango_layout_set_width(layout, width < 0 ? -1 : PangoFonts.layoutWidth(width))
        return recordLineBreaking(of: layout, width: width)
    }

    /// Reads the lines of the whole layout, wrapped in `width`, and keeps them.
    private func recordLineBreaking(of layout: OpaquePointer, width: CGFloat) -> LineBreaking? {
        let count = pango_layout_get_line_count(layout)
        var breaking = LineBreaking()
        breaking.starts.reserveCapacity(Int(count))
        breaking.ranges.reserveCapacity(Int(count))
        // Along the list (`pango_layout_get_line_readonly(_:_:)` walks it from the start each time).
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            node = current.pointee.next
            guard let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { return nil }
            breaking.starts.append(line.pointee.start_index)
            let (first, end, _) = bytes.lineRange(line)
            breaking.ranges.append(first..<max(first, end))
        }
        if lineBreakingByWidth.count >= Self.measurementLimit { lineBreakingByWidth.removeAll(keepingCapacity: true) }
        lineBreakingByWidth[width] = breaking
        return breaking
    }

    /// Where the lines of a wrapped text start and which glyphs each keeps.
    private struct LineBreaking {
        /// The UTF-8 offset at which each line starts.
        var starts: [Int32] = []
        /// The glyphs each line keeps (without a paragraph's newline and a wrap's spaces).
        var ranges: [Range<Int>] = []
    }

    /// The lines, by wrapping width (-1: none): read while measuring, so drawing at a measured
    /// width doesn't break the lines again.
    private var lineBreakingByWidth: [CGFloat: LineBreaking] = [:]

    /// The metrics read from the whole layout at `maxWidth`, or nil where they might differ
    /// from the line-by-line layout's.
    private func measureWhole(options: TextLayoutOptions, maxWidth: CGFloat?) -> TextMetrics? {
        guard usesWholeLayout else { return nil }
        guard let layout = preparedLayout() else {
            return runs.isEmpty || runs.allSatisfy(\.string.isEmpty) ? TextMetrics(.empty) : nil
        }
        pango_layout_set_width(layout, maxWidth.map(PangoFonts.layoutWidth) ?? -1)
        let count = Int(pango_layout_get_line_count(layout))
        if lineBreakingByWidth[maxWidth ?? -1] == nil { _ = recordLineBreaking(of: layout, width: maxWidth ?? -1) }
        if let limit = options.lineLimit.map({ max(1, $0) }), count > limit { return nil }

        var lineBottoms: [CGFloat] = []
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        var width: CGFloat = 0, y: CGFloat = 0, firstLineHeight: CGFloat = 0
        var isUniform = true, firstBaselineOffset: CGFloat = 0, lastBaselineOffset: CGFloat = 0
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        var previousBrokeInsideWord = false
        for index in 0..<count {
            if index > 0 {
                guard pango_layout_iter_next_line(iterator) != 0 else { return nil }
                y += options.lineSpacing
            }
            guard let line = pango_layout_iter_get_line_readonly(iterator),
                  pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR else { return nil }
            let (first, end, rawEnd) = bytes.lineRange(line)
            let height: CGFloat, baseline: CGFloat
            let continuesWord = previousBrokeInsideWord
            previousBrokeInsideWord = brokeInsideWord(rawEnd)
            if first < end, continuesWord || previousBrokeInsideWord || !isSingleFont(line) || !isLatin(first..<end) {
                // A hyphen Pango adds where it breaks a word (and the reshaped start of the next
                // line), or a space in another font than the line's glyphs, would change the
                // numbers: measure the kept glyphs alone.
                let alone = engine.measure(Array(glyphs[first..<end]), runs: runs, fallbackRun: glyphs[first].runIndex,
                                           memo: memo)
                height = alone.size.height
                baseline = alone.baseline
                width = max(width, alone.size.width)
            } else if first < end {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                height = CGFloat(logical.height) / PangoFonts.scale
                baseline = CGFloat(pango_layout_iter_get_baseline(iterator) - logical.y) / PangoFonts.scale
                width = max(width, rightEdge(of: line, from: first, to: end))
            } else {
                let empty = emptyLineMetrics()
                height = empty.size.height
                baseline = empty.baseline
            }
            if index == 0 { firstLineHeight = height; firstBaseline = y + baseline; firstBaselineOffset = baseline }
            if height != firstLineHeight { isUniform = false }
            lastBaseline = y + baseline
            lastBaselineOffset = baseline
            y += height
            lineBottoms.append(y)
        }
        var height = y
        var extraHeight: CGFloat = 0
        if options.reservesSpace, let limit = options.lineLimit, count < limit {
            extraHeight = CGFloat(limit - count) * (firstLineHeight + options.lineSpacing)
            height += extraHeight
        }
        if isUniform && lastBaselineOffset == firstBaselineOffset {
            // Lines of one height (one font): kept as their count, without an array (the same
            // sums in the same order, so the same numbers).
            return TextMetrics(uniformLines: count, height: firstLineHeight, baselineOffset: firstBaselineOffset,
                               spacing: options.lineSpacing, width: width, extraHeight: extraHeight, isTruncated: false)
        }
        return TextMetrics(size: CGSize(width: width, height: height), firstBaseline: firstBaseline,
                           lastBaseline: lastBaseline, lineBottoms: lineBottoms, isTruncated: false)
    }

    /// Whether a line ending before glyph `rawEnd` ends inside a word (not at a space, a
    /// newline or the end of the text).
    private func brokeInsideWord(_ rawEnd: Int) -> Bool {
        guard rawEnd > 0, rawEnd < glyphs.count else { return false }
        let last = glyphs[rawEnd - 1].character
        return !(last == " " || last == "\t" || last.isNewline)
    }

    /// Whether the glyphs in `range` are all Latin letters, digits and punctuation, which the
    /// system fonts cover (no fallback font).
    private func isLatin(_ range: Range<Int>) -> Bool {
        glyphs[range].allSatisfy { $0.character.unicodeScalars.allSatisfy { $0.value < 0x250 } }
    }

    /// Whether every glyph on `line` is drawn with one font (no fallback font for some
    /// characters).
    private func isSingleFont(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var font: UnsafeMutablePointer<PangoFont>?
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let runFont = run.pointee.item.pointee.analysis.font {
                if font == nil { font = runFont } else if font != runFont { return false }
            }
            node = current.pointee.next
        }
        return true
    }

    /// The right edge of the glyphs `first..<end` on `line`, in points.
    private func rightEdge(of line: UnsafeMutablePointer<PangoLayoutLine>, from first: Int, to end: Int) -> CGFloat {
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(bytes.byteOffsets[first]), Int32(bytes.byteOffsets[end]), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return 0 }
        var right = Int32.min
        for index in 0..<Int(count) * 2 { right = max(right, ranges[index]) }
        return CGFloat(right) / PangoFonts.scale
    }

    private func emptyLineMetrics() -> TextLine {
        if let emptyLine { return emptyLine }
        let line = engine.measure([], runs: runs, fallbackRun: 0)
        emptyLine = line
        return line
    }
}
