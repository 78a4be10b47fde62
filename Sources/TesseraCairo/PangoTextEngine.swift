import CCairo
import Foundation
import Tessera

/// A ``TextEngine`` that measures text with Pango, using the fonts the Cairo renderer draws
/// with: Inter for the system font (DejaVu as fallback), real glyph advances, kerning,
/// ligatures and font fallback.
///
/// Behaviour, on top of the ``TextEngine`` contract:
/// - Lines break where Pango's line breaking (Unicode line breaking rules) allows, falling
///   back to breaking between characters for a word wider than the width.
/// - A line's height and baseline come from the fonts on it (ascent + descent of the largest);
///   lines are stacked with `options.lineSpacing` between them.
/// - A truncated line is shortened character by character and the ellipsis "…" added at the
///   head, middle or tail, as long as the line then fits.
///
/// Measurement doesn't depend on the scale the text is later drawn at (metrics are unhinted).
@MainActor
package final class PangoTextEngine: TextEngine {
    private let session = PangoSession()
    private var fontMap: UnsafeMutablePointer<PangoFontMap> { session.fontMap }
    private var context: OpaquePointer { session.context }
    private static let ellipsis: Character = "…"
    /// Prepared texts by their runs, so equal texts (a list's repeated strings) share one
    /// layout and its measurements; emptied when it grows past ``preparedLimit``.
    @exclusivity(unchecked) var preparedByRuns: [PangoRunsKey: PangoPreparedText] = [:]
    static let preparedLimit = 512

    /// Creates an engine with its own Pango font map.
    package init() {}


    /// The family of the font Pango actually uses for `font` (after fontconfig's matching), for
    /// example "Inter".
    package func resolvedFamily(for font: ResolvedFont) -> String {
        let description = PangoFonts.description(for: font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let described = pango_font_describe(loaded)
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
    }

    package func layout(_ runs: [TextRun], options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
        let maxWidth = proposedWidth.map { $0.isNaN ? 0 : max(0, $0) }
        let full = layout(runs, options: options, maxWidth: maxWidth, scale: 1)
        let minimumScale = min(1, max(0.01, options.minimumScaleFactor))
        guard full.isTruncated, minimumScale < 1 else { return full }
        var best = layout(runs, options: options, maxWidth: maxWidth, scale: minimumScale)
        guard !best.isTruncated else { return best }
        var low = minimumScale, high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            let attempt = layout(runs, options: options, maxWidth: maxWidth, scale: middle)
            if attempt.isTruncated { high = middle } else { low = middle; best = attempt }
        }
        return best
    }

    // MARK: - Layout

    /// One character of the text being laid out.
    struct Glyph {
        var character: Character
        var runIndex: Int
        /// The character's index in the source (the runs' strings joined); nil for an ellipsis.
        var sourceIndex: Int?
    }

    /// A line's characters before measuring.
    typealias LineContent = [Glyph]

    /// The widths a truncated layout holds for: truncating at any width `w` with
    /// `fitted ≤ w + ε < overflowed` (and the same line breaks) keeps the same characters.
    struct TruncationBounds {
        /// The widest shortened line that fitted.
        var fitted = -CGFloat.infinity
        /// The narrowest shortened line that didn't fit.
        var overflowed = CGFloat.infinity

        func contains(_ width: CGFloat) -> Bool {
            fitted <= width + PangoTextEngine.fitTolerance && width + PangoTextEngine.fitTolerance < overflowed
        }
    }

    /// How much wider than the width a line may measure and still fit (rounding).
    nonisolated static let fitTolerance: CGFloat = 1e-6

    func layout(_ runs: [TextRun], options: TextLayoutOptions, maxWidth: CGFloat?,
                scale: CGFloat) -> TextLayoutResult {
        var bounds = TruncationBounds()
        return layout(runs, options: options, maxWidth: maxWidth, scale: scale, bounds: &bounds)
    }

    /// ``layout(_:options:maxWidth:scale:)``, reporting in `bounds` the widths a truncation
    /// it made holds for.
    /// With `lent` (at scale 1 only), the lines are not broken again and lines are measured
    /// through its memo.
    func layout(_ runs: [TextRun], options: TextLayoutOptions, maxWidth: CGFloat?,
                scale: CGFloat, bounds: inout TruncationBounds, lent: LentLines? = nil) -> TextLayoutResult {
        assert(lent == nil || scale == 1, "lent lines are measured at scale 1")
        let glyphs = lent?.glyphs ?? Self.glyphs(of: runs)
        let memo = lent?.memo
        guard !glyphs.isEmpty else { return .empty }
        let scaledRuns = runs.map { run -> TextRun in
            var copy = run
            copy.font = run.font.scaled(by: scale)
            copy.tracking *= scale
            copy.kerning *= scale
            return copy
        }

        // 1. Break into lines with Pango.
        var lines = lent?.lines ?? breakLines(glyphs, runs: scaledRuns, maxWidth: maxWidth)

        // 2. Apply the line limit, truncating the last kept line.
        var isTruncated = false
        if let limit = options.lineLimit.map({ max(1, $0) }), lines.count > limit {
            isTruncated = true
            let lastStart = lines[limit - 1].first?.sourceIndex ?? 0
            var rest: LineContent
            if maxWidth == nil {
                rest = lines[limit - 1]
            } else {
                rest = Array(glyphs[lastStart...]).map { glyph in
                    var copy = glyph
                    if copy.character.isNewline { copy.character = " " }
                    return copy
                }
            }
            lines.removeLast(lines.count - limit + 1)
            lines.append(truncate(rest, runs: scaledRuns, width: maxWidth, mode: options.truncationMode, bounds: &bounds,
                                  memo: memo))
        }

        // 3. Measure each line and stack them.
        var built: [TextLine] = []
        var y: CGFloat = 0
        var firstLineHeight: CGFloat = 0
        for (index, content) in lines.enumerated() {
            if index > 0 { y += options.lineSpacing }
            let fallbackRun = content.first?.runIndex ?? glyphs[min(glyphs.count - 1, lineStartHint(index, lines))].runIndex
            var line = measure(content, runs: scaledRuns, fallbackRun: fallbackRun, memo: memo)
            line.origin.y = y
            line.baseline += y
            if index == 0 { firstLineHeight = line.size.height }
            y += line.size.height
            built.append(line)
        }
        var height = y
        if options.reservesSpace, let limit = options.lineLimit, built.count < limit {
            height += CGFloat(limit - built.count) * (firstLineHeight + options.lineSpacing)
        }
        let width = built.map(\.size.width).max() ?? 0
        for index in built.indices {
            built[index].origin.x = (width - built[index].size.width) * options.alignment.lineOffsetFraction
        }
        return TextLayoutResult(size: CGSize(width: width, height: height),
                                firstBaseline: built.first?.baseline ?? 0, lastBaseline: built.last?.baseline ?? 0,
                                lines: built, isTruncated: isTruncated, scaleFactor: scale)
    }

    /// The characters of `runs`, each with its index in the runs' strings joined.
    static func glyphs(of runs: [TextRun]) -> [Glyph] {
        var glyphs: [Glyph] = []
        for (runIndex, run) in runs.enumerated() {
            for character in run.string {
                glyphs.append(Glyph(character: character, runIndex: runIndex, sourceIndex: glyphs.count))
            }
        }
        return glyphs
    }

    /// The index of some glyph near the start of line `index` (for an empty line's font).
    private func lineStartHint(_ index: Int, _ lines: [LineContent]) -> Int {
        for previous in stride(from: index - 1, through: 0, by: -1) {
            if let last = lines[previous].last?.sourceIndex { return last + 1 }
        }
        return 0
    }

    /// A Pango layout of `content`, with each run's font; the caller releases it.
    func makeLayout(_ content: LineContent, runs: [TextRun]) -> (layout: OpaquePointer, byteOffsets: [Int]) {
        var text = ""
        var byteOffsets: [Int] = []
        var offset = 0
        for glyph in content {
            byteOffsets.append(offset)
            let string = String(glyph.character)
            text += string
            offset += string.utf8.count
        }
        byteOffsets.append(offset)
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, Int32(offset))
        let attributes = pango_attr_list_new()!
        var start = 0
        while start < content.count {
            var end = start + 1
            while end < content.count && content[end].runIndex == content[start].runIndex { end += 1 }
            let run = runs[content[start].runIndex]
            PangoFonts.addAttributes(for: run.font, letterSpacing: run.tracking + run.kerning,
                                     bytes: byteOffsets[start]..<byteOffsets[end], to: attributes)
            start = end
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        return (layout, byteOffsets)
    }

    /// Breaks `glyphs` into lines no wider than `maxWidth` (paragraphs at newlines), dropping
    /// the newlines and the spaces where lines wrap.
    private func breakLines(_ glyphs: [Glyph], runs: [TextRun], maxWidth: CGFloat?) -> [LineContent] {
        let (layout, byteOffsets) = makeLayout(glyphs, runs: runs)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let maxWidth {
            pango_layout_set_width(layout, PangoFonts.layoutWidth(maxWidth))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let bytes = GlyphBytes(glyphs: glyphs, byteOffsets: byteOffsets)
        var lines: [LineContent] = []
        // Along the list (`pango_layout_get_line_readonly(_:_:)` walks it from the start each time).
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            node = current.pointee.next
            guard let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            let (first, end, _) = bytes.lineRange(line)
            lines.append(first < end ? Array(glyphs[first..<end]) : [])
        }
        if lines.isEmpty { lines = [[]] }
        return lines
    }

    /// A text's glyphs and where each starts in its layout's UTF-8 text.
    struct GlyphBytes {
        let glyphs: [Glyph]
        /// The UTF-8 offset of each glyph, and of the text's end.
        let byteOffsets: [Int]
        private var glyphIndexByByte: [Int: Int] = [:]

        init(glyphs: [Glyph], byteOffsets: [Int]) {
            self.glyphs = glyphs
            self.byteOffsets = byteOffsets
            for (index, offset) in byteOffsets.dropLast().enumerated() { glyphIndexByByte[offset] = index }
        }

        /// The glyphs `first..<end` a line keeps of the layout line `line`: without the newline
        /// that ends a paragraph and the spaces a wrap leaves at the end. `rawEnd` is the end
        /// before trimming.
        func lineRange(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> (first: Int, end: Int, rawEnd: Int) {
            let startByte = Int(line.pointee.start_index), endByte = startByte + Int(line.pointee.length)
            let first = glyphIndexByByte[startByte] ?? glyphs.count
            var end = first
            while end < glyphs.count && byteOffsets[end] < endByte { end += 1 }
            let rawEnd = end
            while end > first && glyphs[end - 1].character.isNewline { end -= 1 }
            while end > first && (glyphs[end - 1].character == " " || glyphs[end - 1].character == "\t") { end -= 1 }
            return (first, end, rawEnd)
        }
    }

    /// Shortens `content` with an ellipsis until it fits `width` (without a width, appends the
    /// ellipsis to the whole content).
    private func truncate(_ content: LineContent, runs: [TextRun], width: CGFloat?, mode: TextTruncation,
                          bounds: inout TruncationBounds, memo: PangoLineMemo?) -> LineContent {
        guard let first = content.first else { return content }
        func candidate(_ kept: Int) -> LineContent {
            switch mode {
            case .tail:
                let head = Array(content.prefix(kept))
                return trimmedTrailingSpaces(head) + [Glyph(character: Self.ellipsis,
                                                            runIndex: (head.last ?? first).runIndex, sourceIndex: nil)]
            case .head:
                let tail = Array(content.suffix(kept))
                return [Glyph(character: Self.ellipsis, runIndex: (tail.first ?? content.last!).runIndex,
                              sourceIndex: nil)] + tail
            case .middle:
                let headCount = (kept + 1) / 2, tailCount = kept / 2
                let head = Array(content.prefix(headCount))
                return head + [Glyph(character: Self.ellipsis, runIndex: (head.last ?? first).runIndex, sourceIndex: nil)]
                    + Array(content.suffix(tailCount))
            }
        }
        guard let width else { return candidate(content.count) }
        var low = 0, high = content.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidateWidth = measure(candidate(middle), runs: runs, fallbackRun: first.runIndex, memo: memo).size.width
            if candidateWidth <= width + Self.fitTolerance {
                low = middle
                bounds.fitted = max(bounds.fitted, candidateWidth)
            } else {
                high = middle - 1
                bounds.overflowed = min(bounds.overflowed, candidateWidth)
            }
        }
        return candidate(low)
    }

    private func trimmedTrailingSpaces(_ content: LineContent) -> LineContent {
        var end = content.count
        while end > 0 && content[end - 1].character == " " { end -= 1 }
        return Array(content.prefix(end))
    }

    /// ``measure(_:runs:fallbackRun:)`` through `memo` (with the runs the memo's text has).
    func measure(_ content: LineContent, runs: [TextRun], fallbackRun: Int, memo: PangoLineMemo?) -> TextLine {
        guard let memo else { return measure(content, runs: runs, fallbackRun: fallbackRun) }
        return memo.line(content, fallbackRun: fallbackRun) { measure(content, runs: runs, fallbackRun: fallbackRun) }
    }

    /// The range of the source characters on a line (its ellipsis has none).
    static func sourceRange(of content: LineContent) -> Range<Int> {
        let sources = content.compactMap(\.sourceIndex)
        return (sources.min() ?? 0)..<((sources.max() ?? -1) + 1)
    }

    /// Measures one line: its width, height, baseline (from its top) and fragments per run.
    func measure(_ content: LineContent, runs: [TextRun], fallbackRun: Int) -> TextLine {
        let measured = content.isEmpty
            ? [Glyph(character: " ", runIndex: fallbackRun, sourceIndex: nil)] : content
        let (layout, byteOffsets) = makeLayout(measured, runs: runs)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = CGFloat(logical.height) / PangoFonts.scale
        let baseline = CGFloat(pango_layout_get_baseline(layout) - logical.y) / PangoFonts.scale
        guard !content.isEmpty, let line = pango_layout_get_line_readonly(layout, 0) else {
            return TextLine(text: "", sourceRange: 0..<0, origin: .zero, size: CGSize(width: 0, height: height),
                            baseline: baseline, fragments: [])
        }
        /// The visual extent of the glyphs `start..<end`: in right-to-left text the first
        /// character is on the right, and a range mixing directions may be several pieces.
        func horizontalExtent(_ start: Int, _ end: Int) -> (left: CGFloat, right: CGFloat) {
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(byteOffsets[start]), Int32(byteOffsets[end]), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges, count > 0 else { return (0, 0) }
            var left = Int32.max, right = Int32.min
            for index in 0..<Int(count) * 2 {
                left = min(left, ranges[index])
                right = max(right, ranges[index])
            }
            return (CGFloat(left) / PangoFonts.scale, CGFloat(right) / PangoFonts.scale)
        }
        var fragments: [TextLine.Fragment] = []
        var start = 0
        var lineWidth: CGFloat = 0
        while start < content.count {
            var end = start + 1
            while end < content.count && content[end].runIndex == content[start].runIndex { end += 1 }
            let (left, right) = horizontalExtent(start, end)
            fragments.append(TextLine.Fragment(runIndex: content[start].runIndex,
                                               text: String(content[start..<end].map(\.character)),
                                               x: left, width: max(0, right - left)))
            lineWidth = max(lineWidth, right)
            start = end
        }
        // Tracking adds space after every character, the last one included (Pango puts it only
        // between characters).
        if let last = content.last {
            let trailing = runs[last.runIndex].tracking + runs[last.runIndex].kerning
            fragments[fragments.count - 1].width += trailing
            lineWidth += trailing
        }
        return TextLine(text: String(content.map(\.character)), sourceRange: Self.sourceRange(of: content), origin: .zero,
                        size: CGSize(width: lineWidth, height: height), baseline: baseline, fragments: fragments)
    }
}
