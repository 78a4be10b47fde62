import CCairo
import Foundation
import Tessera

/// A long text (``threshold`` characters or more, one run, drawn in one font, left to right)
/// shaped once by Pango and broken into lines here, at any width, in time linear in its length.
///
/// Pango breaks a paragraph into lines by shaping what remains of it again after each line, so
/// laying out a long paragraph costs its length times its number of lines: 100,000 characters
/// probed at width 0 (a line per character) took minutes. Here each distinct word (what lies
/// between spaces) is shaped once — all of them in one Pango layout, a paragraph each — and each
/// character's advance comes from Pango's logical widths; break opportunities come from Pango's
/// log attributes of the whole text (its line-break rules, no shaping); a width's
/// lines are then found greedily over the sums of advances (breaking after spaces and wherever
/// Pango's line-break rules allow, inside a word only when a word alone is too wide — Pango's
/// `PANGO_WRAP_WORD_CHAR`), and a line's width is the sum of its advances. All lines have the
/// one font's height and baseline.
///
/// Differs from SwiftUI: a line's width is the sum of its words' and spaces' advances, each
/// shaped alone (no kerning across a space or a break inside a word; see Divergences E12).
///
/// Shorter texts keep Pango's own line breaking (``PangoPreparedText``): their numbers are
/// Pango's to the last bit. Here the lines are Pango's; a line of whole words measures Pango's
/// width, one broken inside a word up to about a point less (the kerning with the next character).
@MainActor
final class PangoLongText {
    /// The fewest characters a text has to be measured this way.
    static let threshold = 2_000

    private let string: String
    /// The UTF-8 offset of each character, and of the text's end.
    private let byteOffsets: [Int]
    /// The width of characters `0..<i` at index `i`, in points.
    private let prefixWidths: [Double]
    /// Per character: whether a line may break before it, whether it may break before it
    /// inside a word, and whether it is blank (a space or a tab, trimmed at a line's end).
    private let flags: [UInt8]
    /// The paragraphs: character ranges between newlines (the newlines excluded).
    private let paragraphs: [Range<Int>]
    let lineHeight: CGFloat
    let baselineOffset: CGFloat
    /// Lines measured, by width (`-1`: no width), since a text is drawn at a width it was measured at.
    private var linesByWidth: [CGFloat: [Range<Int>]] = [:]

    private static let canBreak: UInt8 = 1, canBreakInWord: UInt8 = 2, isBlank: UInt8 = 4, isHyphen: UInt8 = 8
    /// The width of the hyphen Pango adds where it breaks a word, in points.
    private let hyphenWidth: Double

    /// How many times lines were broken at a width (each O(characters); for tests).
    private(set) var breakings = 0

    /// Measures `runs` with `engine`, or returns nil when the text doesn't qualify (short,
    /// several runs, tabs, "\r" or other line separators, several fonts, right to left).
    init?(runs: [TextRun], engine: PangoTextEngine, emptyLineHeight: () -> CGFloat) {
        guard runs.count == 1, runs[0].string.utf8.count >= Self.threshold else { return nil }
        let source = runs[0].string
        string = source
        guard let text = Self.characters(of: source), text.byteOffsets.count - 1 >= Self.threshold else { return nil }
        let count = text.byteOffsets.count - 1
        byteOffsets = text.byteOffsets
        var flags = [UInt8](repeating: 0, count: count)
        var paragraphs: [Range<Int>] = []
        var paragraphStart = 0
        // The words (what lies between spaces and newlines), each distinct one shaped once.
        // (Keyed by strings made from the bytes: most words are short, stored inline.)
        var words: [String] = []
        var wordIndex: [String: Int] = [:]
        var occurrences: [(start: Int, count: Int, word: Int)] = []
        var wordStart: Int?
        var bytes = source
        bytes.withUTF8 { utf8 in
            func endWord(at end: Int) {
                guard let start = wordStart else { return }
                wordStart = nil
                let word = String(decoding: UnsafeBufferPointer(rebasing: utf8[text.byteOffsets[start]..<text.byteOffsets[end]]),
                                  as: UTF8.self)
                let index = wordIndex[word] ?? {
                    words.append(word)
                    wordIndex[word] = words.count - 1
                    return words.count - 1
                }()
                occurrences.append((start, end - start, index))
            }
            for index in 0..<count {
                switch text.kinds[index] {
                case .newline:
                    endWord(at: index)
                    paragraphs.append(paragraphStart..<index)
                    paragraphStart = index + 1
                case .space:
                    endWord(at: index)
                    flags[index] = Self.isBlank
                case .hyphen:
                    flags[index] = Self.isHyphen
                    if wordStart == nil { wordStart = index }
                case .other:
                    if wordStart == nil { wordStart = index }
                }
            }
            endWord(at: count)
        }
        paragraphs.append(paragraphStart..<count)
        self.paragraphs = paragraphs
        guard !words.isEmpty else { return nil }

        // One layout of the distinct words, a paragraph each, and a space between two letters
        // (alone on a line, Pango draws a space in another font): each paragraph is one line,
        // shaped once.
        let batch = words.joined(separator: "\n") + "\nn n\nn\u{2010}n"
        let batchGlyphs = PangoTextEngine.glyphs(of: [TextRun(batch, font: runs[0].font)])
        let (layout, _) = engine.makeLayout(batchGlyphs, runs: runs)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let lineWidths = Self.characterWidths(of: layout, lines: words.count + 2) else { return nil }
        var widths = [Int32](repeating: 0, count: count)
        let spaceLine = lineWidths[words.count]
        let spaceWidth = spaceLine.count > 1 ? spaceLine[1] : 0
        let hyphenLine = lineWidths[words.count + 1]
        hyphenWidth = Double(hyphenLine.count > 1 ? hyphenLine[1] : 0) / Double(PangoFonts.scale)
        for index in 0..<count where flags[index] & Self.isBlank != 0 { widths[index] = spaceWidth }
        for occurrence in occurrences {
            let wordWidths = lineWidths[occurrence.word]
            guard wordWidths.count >= occurrence.count else { return nil }
            for offset in 0..<occurrence.count { widths[occurrence.start + offset] = wordWidths[offset] }
        }
        var prefix = [Double](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + Double(widths[index]) / Double(PangoFonts.scale) }
        prefixWidths = prefix

        // Break opportunities, from Pango's rules over the whole text (no shaping).
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: text.scalarCount + 1)
        attributes.withUnsafeMutableBufferPointer { buffer in
            pango_get_log_attrs(source, Int32(source.utf8.count), -1, pango_language_get_default(), buffer.baseAddress,
                                Int32(buffer.count))
        }
        for index in 0..<count {
            let attribute = attributes[text.scalarIndices.map { $0[index] } ?? index]
            if attribute.is_line_break != 0 { flags[index] |= Self.canBreak }
            if attribute.is_char_break != 0 { flags[index] |= Self.canBreakInWord }
        }
        self.flags = flags

        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        lineHeight = CGFloat(logical.height) / PangoFonts.scale
        baselineOffset = CGFloat(pango_layout_iter_get_baseline(iterator) - logical.y) / PangoFonts.scale
        // An empty paragraph's line must be as high as the others for the lines to be uniform.
        if paragraphs.contains(where: \.isEmpty), emptyLineHeight() != lineHeight { return nil }
    }

    private enum Kind { case space, newline, hyphen, other }

    /// The characters of `string`: their UTF-8 offsets (and the end's), kinds, and the index of
    /// each one's first scalar (nil when every character is one scalar); nil for a text with
    /// tabs, "\r" or other line separators than "\n".
    private static func characters(of string: String)
        -> (byteOffsets: [Int], kinds: [Kind], scalarIndices: [Int]?, scalarCount: Int)? {
        var string = string
        let isASCII = string.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
        var offsets: [Int] = [], kinds: [Kind] = []
        if isASCII {
            let ok = string.withUTF8 { bytes -> Bool in
                offsets.reserveCapacity(bytes.count + 1)
                kinds.reserveCapacity(bytes.count)
                for (index, byte) in bytes.enumerated() {
                    if byte == 0x09 || (byte >= 0x0B && byte <= 0x0D) { return false }
                    offsets.append(index)
                    kinds.append(byte == 0x20 ? .space : byte == 0x0A ? .newline : byte == 0x2D ? .hyphen : .other)
                }
                offsets.append(bytes.count)
                return true
            }
            return ok ? (offsets, kinds, nil, offsets.count - 1) : nil
        }
        var scalars: [Int] = []
        var offset = 0, scalar = 0
        for character in string {
            if character == "\t" || (character.isNewline && character != "\n") { return nil }
            offsets.append(offset)
            scalars.append(scalar)
            kinds.append(character == " " ? .space : character == "\n" ? .newline : character == "-" ? .hyphen : .other)
            offset += character.utf8.count
            scalar += character.unicodeScalars.count
        }
        offsets.append(offset)
        return (offsets, kinds, scalars, scalar)
    }

    /// Each character's width (Pango units) on each of the first `lines` lines of `layout`, or
    /// nil when they aren't all in one font, left to right.
    private static func characterWidths(of layout: OpaquePointer, lines: Int) -> [[Int32]]? {
        guard let text = pango_layout_get_text(layout) else { return nil }
        var result: [[Int32]] = []
        result.reserveCapacity(lines)
        var font: UnsafeMutablePointer<PangoFont>?
        var scratch: [Int32] = []
        var lineNode = pango_layout_get_lines_readonly(layout)
        while let node = lineNode, result.count < lines {
            lineNode = node.pointee.next
            guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
                  pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR else { return nil }
            // The line's characters: its bytes up to its end (grapheme clusters of the word).
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let lineString = String(decoding: UnsafeRawBufferPointer(start: text + start, count: end - start), as: UTF8.self)
            var characterStarts: [Int] = []
            var offset = start
            for character in lineString {
                characterStarts.append(offset)
                offset += character.utf8.count
            }
            var widths = [Int32](repeating: 0, count: characterStarts.count)
            var runNode = line.pointee.runs
            while let current = runNode {
                runNode = current.pointee.next
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { continue }
                let item = run.pointee.item.pointee
                guard let runFont = item.analysis.font, item.analysis.level % 2 == 0 else { return nil }
                if font == nil { font = runFont } else if font != runFont { return nil }
                let scalars = Int(item.num_chars)
                if scratch.count < scalars { scratch = [Int32](repeating: 0, count: scalars) }
                scratch.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(run, text, $0.baseAddress) }
                // Each scalar's width goes to the character whose bytes hold it.
                var byte = Int(item.offset)
                var character = max(0, Self.character(atByte: byte, in: characterStarts + [end]))
                for index in 0..<scalars {
                    while character + 1 < characterStarts.count && characterStarts[character + 1] <= byte { character += 1 }
                    if character < widths.count { widths[character] += scratch[index] }
                    byte += Self.scalarLength(UInt8(bitPattern: text[byte]))
                }
            }
            result.append(widths)
        }
        return result.count == lines ? result : nil
    }

    /// The index of the character whose bytes hold `byte` (binary search).
    private static func character(atByte byte: Int, in offsets: [Int]) -> Int {
        var low = 0, high = offsets.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// The length of the UTF-8 sequence that starts with `lead`.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The UTF-8 offset of character `index` (or of the end) in the run's string.
    func byteOffset(ofCharacter index: Int) -> Int { byteOffsets[index] }

    /// The width of the characters `range`, in points.
    func width(of range: Range<Int>) -> CGFloat {
        CGFloat(prefixWidths[range.upperBound] - prefixWidths[range.lowerBound])
    }

    /// The lines' characters at `width` (nil: a line per paragraph), without the blanks where
    /// lines wrap or end.
    func lines(width: CGFloat?) -> [Range<Int>] {
        let key = width.map { $0.isNaN ? 0 : max(0, $0) } ?? -1
        if let known = linesByWidth[key] { return known }
        breakings += 1
        var lines: [Range<Int>] = []
        for paragraph in paragraphs {
            guard key >= 0, !paragraph.isEmpty else {
                lines.append(paragraph.lowerBound..<trimmedEnd(paragraph.upperBound, from: paragraph.lowerBound))
                continue
            }
            wrap(paragraph, in: Double(key) + Double(PangoTextEngine.fitTolerance), into: &lines)
        }
        if linesByWidth.count >= 64 { linesByWidth.removeAll(keepingCapacity: true) }
        linesByWidth[key] = lines
        return lines
    }

    /// Greedy line breaking of one paragraph, as Pango's `PANGO_WRAP_WORD_CHAR`: a line ends at
    /// the last break opportunity before the first non-blank character that overflows it (the
    /// blanks before it hang past the width). When what lies before that opportunity doesn't
    /// fit either (or there is none), the line breaks between characters: as many as fit with
    /// the hyphen Pango adds inside a word, at least one, blanks counted like any character (at
    /// width 0 a space is a line of its own, trimmed empty). Each character is looked at a
    /// bounded number of times.
    private func wrap(_ paragraph: Range<Int>, in limit: Double, into lines: inout [Range<Int>]) {
        var start = paragraph.lowerBound
        var lastBreak: Int?
        var index = start
        while index < paragraph.upperBound {
            let flag = flags[index]
            if index > start, flag & Self.canBreak != 0 { lastBreak = index }
            if flag & Self.isBlank != 0 || index == start || prefixWidths[index + 1] - prefixWidths[start] <= limit {
                index += 1
                continue
            }
            // Character `index` overflows the line.
            let end: Int
            if let lastBreak, prefixWidths[trimmedEnd(lastBreak, from: start)] - prefixWidths[start] <= limit {
                end = lastBreak
            } else {
                end = characterBreak(from: start, before: index, in: limit)
            }
            lines.append(start..<trimmedEnd(end, from: start))
            start = end
            lastBreak = nil
            index = start
        }
        lines.append(start..<trimmedEnd(paragraph.upperBound, from: start))
    }

    /// Where a line from `start` breaks between characters, at or before `overflow`: the last
    /// character break where the characters before it (with a hyphen when it is inside a word)
    /// fit, else after the first character.
    private func characterBreak(from start: Int, before overflow: Int, in limit: Double) -> Int {
        var end = overflow
        while end > start + 1 {
            if flags[end] & Self.canBreakInWord != 0 {
                let insideWord = flags[end] & (Self.isBlank | Self.isHyphen) == 0
                    && flags[end - 1] & (Self.isBlank | Self.isHyphen) == 0
                if prefixWidths[end] - prefixWidths[start] + (insideWord ? hyphenWidth : 0) <= limit { return end }
            }
            end -= 1
        }
        return start + 1
    }

    private func trimmedEnd(_ end: Int, from start: Int) -> Int {
        var end = end
        while end > start && flags[end - 1] & Self.isBlank != 0 { end -= 1 }
        return end
    }

    /// The metrics at `width` with `options` (nil when a line limit cuts lines: truncation is
    /// the engine's).
    func measure(options: TextLayoutOptions, width: CGFloat?) -> TextMetrics? {
        let lines = lines(width: width)
        if let limit = options.lineLimit.map({ max(1, $0) }), lines.count > limit { return nil }
        var widest: CGFloat = 0
        for line in lines { widest = max(widest, self.width(of: line)) }
        var extraHeight: CGFloat = 0
        if options.reservesSpace, let limit = options.lineLimit, lines.count < limit {
            extraHeight = CGFloat(limit - lines.count) * (lineHeight + options.lineSpacing)
        }
        return TextMetrics(uniformLines: lines.count, height: lineHeight, baselineOffset: baselineOffset,
                           spacing: options.lineSpacing, width: widest, extraHeight: extraHeight, isTruncated: false)
    }

    /// The layout at `width` with `options`: each line a slice of the run's string (nil when a
    /// line limit cuts lines).
    func layout(options: TextLayoutOptions, width: CGFloat?) -> TextLayoutResult? {
        let lines = lines(width: width)
        if let limit = options.lineLimit.map({ max(1, $0) }), lines.count > limit { return nil }
        var built: [TextLine] = []
        built.reserveCapacity(lines.count)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for (index, line) in lines.enumerated() {
            if index > 0 { y += options.lineSpacing }
            let lineWidth = self.width(of: line)
            widest = max(widest, lineWidth)
            let slice = TextSlice(string, utf8Range: byteOffsets[line.lowerBound]..<byteOffsets[line.upperBound])
            let fragments: TextLine.Fragments = line.isEmpty
                ? TextLine.Fragments() : TextLine.Fragments(TextLine.Fragment(runIndex: 0, slice: slice, x: 0, width: lineWidth))
            built.append(TextLine(slice: slice, sourceRange: line.isEmpty ? 0..<0 : line, origin: CGPoint(x: 0, y: y),
                                  size: CGSize(width: lineWidth, height: lineHeight), baseline: y + baselineOffset,
                                  fragments: fragments))
            y += lineHeight
        }
        var height = y
        if options.reservesSpace, let limit = options.lineLimit, built.count < limit {
            height += CGFloat(limit - built.count) * (lineHeight + options.lineSpacing)
        }
        for index in built.indices {
            built[index].origin.x = (widest - built[index].size.width) * options.alignment.lineOffsetFraction
        }
        return TextLayoutResult(size: CGSize(width: widest, height: height), firstBaseline: built.first?.baseline ?? 0,
                                lastBaseline: built.last?.baseline ?? 0, lines: built, isTruncated: false, scaleFactor: 1)
    }
}
