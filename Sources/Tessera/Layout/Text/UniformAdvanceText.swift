import Foundation

/// A text that ``FixedAdvanceTextEngine`` measures without splitting it into glyphs: one run of
/// ASCII characters (no "\r") with a positive, finite advance, so every character is one byte
/// and has the same advance.
///
/// It reads the characters from the run's string (no copy), and keeps the paragraphs only when
/// there are several. The width of `k` characters is summed one advance at a time from 0 —
/// exactly the sums the general path makes character by character, so the numbers are the
/// same to the last bit. Wrapping then works a line at a time: the characters that fit in a
/// width are counted by the same sums, and only the last word of each line is looked at
/// (O(characters on a line + lines + words broken), no allocation but the lines).
///
/// The line breaking rules are the general path's (``FixedAdvanceTextEngine`` `wrap`): spaces
/// never break a line and are trimmed at its end; a line breaks before the first non-space
/// character that overflows it, at the last space inside the line when there is one after the
/// line's first character, else inside the word; every line holds at least one character.
///
/// A struct of the string and an optional array: making one allocates nothing for a text of
/// one paragraph (most texts), and a preparation keeps it in place.
struct UniformAdvanceText {
    /// The characters, one UTF-8 byte each.
    private let string: String
    /// The paragraphs (character ranges between line breaks), when there are several; `nil`
    /// for one paragraph, all the characters.
    private let storedParagraphs: [Range<Int>]?
    /// The number of characters.
    let count: Int
    /// Every character's advance (the ellipsis's too).
    let advance: CGFloat
    /// The run's font size.
    let fontSize: CGFloat

    /// The number of spaces (" " or tab), when there is one paragraph.
    private let spaces: Int

    /// Whether `other` has the same characters with the same advance and size (so it wraps and
    /// lays out the same lines).
    func hasSameCharacters(as other: UniformAdvanceText) -> Bool {
        count == other.count && advance == other.advance && fontSize == other.fontSize && string == other.string
    }

    /// The number of paragraphs (1 + the line breaks).
    var paragraphCount: Int { storedParagraphs?.count ?? 1 }

    /// Calls `body` with the characters' bytes.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var string = string
        return string.withUTF8(body)
    }

    /// Calls `body` with each paragraph in order while it returns `true`.
    private func forEachParagraph(_ body: (Range<Int>) -> Bool) {
        guard let storedParagraphs else {
            _ = body(0..<count)
            return
        }
        for paragraph in storedParagraphs where !body(paragraph) { return }
    }

    /// The characters before the last paragraph's trailing blanks, when there is one paragraph.
    var shownCount: Int {
        withBytes { bytes in
            var end = count
            while end > 0 && Self.isSpace(bytes[end - 1]) { end -= 1 }
            return end
        }
    }

    /// The characters of `range` as a string (from the bytes: no index walk in the string).
    func string(of range: Range<Int>) -> String {
        if range.lowerBound == 0 && range.upperBound == count { return string }
        return withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The characters of `range`, in place in the run's string.
    func slice(of range: Range<Int>) -> TextSlice { TextSlice(string, utf8Range: range) }

    /// The width of `characters` characters, summed one by one.
    func width(of characters: Int) -> CGFloat {
        .repeatedSum(of: advance, count: characters)
    }

    /// Reads `runs`, or returns `nil` when they aren't one uniform run.
    init?(_ runs: [TextRun]) {
        // The run's fields are read in place (a copy of the run retains its strings).
        guard runs.count == 1 else { return nil }
        let fontSize = runs[0].font.size
        let advance = FixedAdvanceTextEngine.advance(forSize: fontSize) + runs[0].tracking + runs[0].kerning
        guard advance > 0, advance.isFinite else { return nil }
        var string = runs[0].string
        guard let (paragraphs, spaces) = string.withUTF8(Self.paragraphs) else { return nil }
        self.string = string
        self.storedParagraphs = paragraphs
        self.spaces = spaces
        self.count = string.utf8.count
        self.advance = advance
        self.fontSize = fontSize
    }

    /// The paragraphs of `bytes` (`nil` for one paragraph) and, for one paragraph, the number
    /// of spaces; `nil` when they aren't one-byte characters (a byte of a longer character, or
    /// "\r", which with "\n" makes one character).
    private static func paragraphs(_ bytes: UnsafeBufferPointer<UInt8>) -> (paragraphs: [Range<Int>]?, spaces: Int)? {
        // Most texts are one line of ASCII: seen eight bytes at a time, no byte is below 0x0E
        // (the line breaks and "\r" are 0x0A...0x0D) or from 0x80 on.
        if let spaces = spaceCountIfOneLineOfASCII(bytes) { return (nil, spaces) }
        var paragraphs: [Range<Int>] = []
        var paragraphStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // One test for the common byte: neither a line break nor past ASCII.
            guard byte &- 0x0A <= 3 || byte >= 0x80 else { continue }
            if byte >= 0x80 || byte == 0x0D { return nil }
            paragraphs.append(paragraphStart..<index)
            paragraphStart = index + 1
        }
        if paragraphs.isEmpty { return (nil, spaceCount(bytes)) }
        paragraphs.append(paragraphStart..<bytes.count)
        return (paragraphs, 0)
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The number of spaces in `bytes` when no byte is below 0x0E or from 0x80 on, else `nil`:
    /// eight bytes at a time (a word has a byte below `n` when `(word - n·0x01…01) & ~word &
    /// 0x80…80` isn't 0).
    private static func spaceCountIfOneLineOfASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        var spaces = SpaceCounter()
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word & highs) | ((word &- ones &* 0x0E) & ~word & highs) != 0 { return nil }
            // No byte is a tab (0x09 is below 0x0E): only " " is counted.
            spaces.addWithoutTabs(word)
            index += 8
        }
        var total = spaces.total
        while index < bytes.count {
            if bytes[index] < 0x0E || bytes[index] >= 0x80 { return nil }
            total &+= isSpace(bytes[index]) ? 1 : 0
            index += 1
        }
        return total
    }

    /// The number of spaces (" " or tab) in `bytes`, eight bytes at a time.
    private static func spaceCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var spaces = SpaceCounter()
        var index = 0
        while index + 8 <= bytes.count {
            spaces.add(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            index += 8
        }
        var total = spaces.total
        while index < bytes.count {
            total &+= isSpace(bytes[index]) ? 1 : 0
            index += 1
        }
        return total
    }

    /// Counts the spaces (" " or tab) of words of eight bytes: each byte's count in a lane of
    /// its own, the lanes summed every 255 words (before a lane can overflow) and at the end.
    private struct SpaceCounter {
        private var lanes: UInt64 = 0
        private var words = 0
        private var summed = 0

        /// Adds the spaces of `word`: a byte equals `c` when the byte of `word ^ c·0x01…01` is
        /// zero, and `~(((x & 0x7F…7F) + 0x7F…7F) | x | 0x7F…7F)` has the high bit of exactly
        /// the zero bytes of `x`.
        mutating func add(_ word: UInt64) {
            lanes &+= (Self.zeroBytes(word ^ (ones &* 0x20)) | Self.zeroBytes(word ^ (ones &* 0x09))) >> 7
            count()
        }

        /// Adds the " " bytes of `word`, which has no tab (one comparison a byte instead of two).
        mutating func addWithoutTabs(_ word: UInt64) {
            lanes &+= Self.zeroBytes(word ^ (ones &* 0x20)) >> 7
            count()
        }

        /// Counts a word, summing the lanes before they can overflow.
        private mutating func count() {
            words &+= 1
            if words == 255 {
                summed &+= Self.sum(lanes)
                lanes = 0
                words = 0
            }
        }

        /// The high bit of exactly the zero bytes of `x`.
        private static func zeroBytes(_ x: UInt64) -> UInt64 {
            let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            return ~(((x & lows) &+ lows) | x | lows)
        }

        /// The spaces counted.
        var total: Int { summed &+ Self.sum(lanes) }

        /// The sum of the eight byte lanes of `lanes`.
        private static func sum(_ lanes: UInt64) -> Int {
            let mask: UInt64 = 0x00FF_00FF_00FF_00FF
            let pairs = (lanes & mask) &+ ((lanes >> 8) & mask)
            return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
        }
    }

    /// Whether `byte` is a space (" " or tab): wrapping breaks after it and trims it.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// Whether `byte` is neither a space nor a line break ("\n", VT, FF).
    private static func isOther(_ byte: UInt8) -> Bool { !isSpace(byte) && !(byte >= 0x0A && byte <= 0x0C) }

    // MARK: Wrapping

    /// How many characters (at least 0, at most `limit`) fit in `width`: the largest `k` with
    /// `width(of: k) <= width`, summing the widths from 1 (they grow with `k`).
    private func fitting(in width: CGFloat, limit: Int) -> Int {
        // Most of the characters that fit are summed without a comparison each: a couple fewer
        // than the quotient fit for sure (the sums' rounding is far below an advance), and
        // their width is the same sum (``width(of:)``); the loop then finds the last ones.
        var fitting = 0
        let quotient = (width / advance).rounded(.down)
        if quotient >= 4 { fitting = Swift.max(0, Int(Swift.min(quotient, CGFloat(limit))) - 2) }
        var sum = self.width(of: fitting)
        if !(sum <= width) {
            // Not reached with a positive, finite advance; summed one by one as a fallback.
            fitting = 0
            sum = 0
        }
        while fitting < limit {
            let next = sum + advance
            if !(next <= width) { break }
            sum = next
            fitting += 1
        }
        return fitting
    }

    /// Counts the lines of ``forEachLine(maxWidth:lineLimit:_:)`` (up to one past `lineLimit`): how
    /// many, the most characters in one of those before line number `lineLimit` (all of them
    /// without a limit), and line number `lineLimit` itself (empty without a limit or with
    /// fewer lines).
    /// `perLine` is ``charactersPerLine(_:)`` of the width (`nil`: no width).
    func countLines(perLine: Int?, lineLimit: Int?) -> (count: Int, widest: Int, lastAllowed: Range<Int>) {
        if lineLimit == nil, perLine == 1 {
            let lines = oneCharacterLines
            return (lines.count, lines.widest, 0..<0)
        }
        var count = 0
        var widest = 0
        var lastAllowed = 0..<0
        forEachLine(perLine: perLine, lineLimit: lineLimit) { range in
            count += 1
            if let lineLimit, count >= lineLimit {
                if count == lineLimit { lastAllowed = range }
                return
            }
            widest = Swift.max(widest, range.count)
        }
        return (count, widest, lastAllowed)
    }

    /// About how many lines ``forEachLine(maxWidth:lineLimit:_:)`` finds (the characters over those a
    /// line holds, plus one a paragraph), to reserve room for them.
    /// `perLine` is ``charactersPerLine(_:)`` of the width (`nil`: no width).
    func estimatedLineCount(perLine: Int?) -> Int {
        guard let perLine else { return paragraphCount }
        return count / perLine + paragraphCount
    }

    /// ``charactersPerLine(_:)`` of `maxWidth`, or `nil` without a width. (Not `maxWidth.map`:
    /// a partially applied method copies the text, retaining its string, into a context.)
    func charactersPerLine(_ maxWidth: CGFloat?) -> Int? {
        guard let maxWidth else { return nil }
        return charactersPerLine(maxWidth)
    }

    /// The most characters a line `maxWidth` wide holds, at least 1 (how wrapping reads a width).
    func charactersPerLine(_ maxWidth: CGFloat) -> Int {
        // As the general path compares: a character overflows when the line's width with it
        // exceeds `maxWidth + tolerance`.
        Swift.max(1, fitting(in: maxWidth + 1e-6, limit: count))
    }

    /// The lines at a width that holds one character (a stack's probe at width 0): counted
    /// from the characters, by what wrapping one character per line gives. In a paragraph,
    /// each non-space character is a line of its own (spaces after it are trimmed); a
    /// paragraph that starts with a space has one more line before them (the space itself
    /// when one character follows it, else empty); a paragraph without non-space characters is
    /// one empty line.
    private var oneCharacterLines: (count: Int, widest: Int) {
        withBytes { bytes in
            var count = 0
            var widest = 0
            forEachParagraph { paragraph in
                // A paragraph has no line breaks: its other characters are its non-spaces.
                let spaces = storedParagraphs == nil
                    ? self.spaces : Self.spaceCount(UnsafeBufferPointer(rebasing: bytes[paragraph]))
                let others = paragraph.count - spaces
                if others == 0 {
                    count += 1
                } else {
                    widest = 1
                    count += Self.isSpace(bytes[paragraph.lowerBound]) ? others + 1 : others
                }
                return true
            }
            return (count, widest)
        }
    }

    /// Breaks every paragraph into lines no wider than `maxWidth` (`nil`: one line each),
    /// calling `body` with each in order, and stops once there are more than `lineLimit` lines
    /// (the ones after don't matter).
    func forEachLine(maxWidth: CGFloat?, lineLimit: Int? = nil, _ body: (Range<Int>) -> Void) {
        forEachLine(perLine: charactersPerLine(maxWidth), lineLimit: lineLimit, body)
    }

    /// ``forEachLine(maxWidth:lineLimit:_:)`` with lines of at most `perLine` characters
    /// (``charactersPerLine(_:)`` of the width, found once by a caller that needs it too).
    func forEachLine(perLine: Int?, lineLimit: Int? = nil, _ body: (Range<Int>) -> Void) {
        var remaining = lineLimit.map { $0 + 1 } ?? Int.max
        withBytes { bytes in
            var walker = LineWalker(perLine: perLine)
            while remaining > 0, let line = walker.next(in: self, bytes: bytes) {
                remaining -= 1
                body(line)
            }
        }
    }

    /// The paragraph number `index`, or `nil` past the last one.
    private func paragraph(at index: Int) -> Range<Int>? {
        guard let storedParagraphs else { return index == 0 ? 0..<count : nil }
        return index < storedParagraphs.count ? storedParagraphs[index] : nil
    }

    /// Finds the lines of a text one at a time, in order (what ``forEachLine(perLine:lineLimit:_:)``
    /// walks, and what a layout's lines are made from when a backend reads them).
    struct LineWalker: Sendable {
        /// The most characters a line holds (`nil`: no width, a paragraph is a line).
        let perLine: Int?
        /// The next paragraph to start.
        private var nextParagraph = 0
        /// Where the next line starts in the paragraph being wrapped, and the paragraph's end
        /// (`start == end`: no paragraph is being wrapped).
        private var start = 0
        private var end = 0
        private var isWrapping = false

        init(perLine: Int?) { self.perLine = perLine }

        /// The next line's characters of `text` (whose bytes are `bytes`), or `nil` after the last.
        /// (Inlined into the measurement's line count, where it runs for every line.)
        @inline(__always)
        mutating func next(in text: borrowing UniformAdvanceText, bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            func trimmedEnd(_ end: Int, start: Int) -> Int {
                var end = end
                while end > start && UniformAdvanceText.isSpace(bytes[end - 1]) { end -= 1 }
                return end
            }
            if !isWrapping {
                guard let paragraph = text.paragraph(at: nextParagraph) else { return nil }
                nextParagraph += 1
                guard !paragraph.isEmpty, perLine != nil else {
                    return paragraph.lowerBound..<trimmedEnd(paragraph.upperBound, start: paragraph.lowerBound)
                }
                start = paragraph.lowerBound
                end = paragraph.upperBound
                isWrapping = true
            }
            let perLine = perLine ?? Int.max
            // The first non-space character past what fits overflows the line.
            var overflow = start + Swift.min(perLine, end - start)
            while overflow < end && UniformAdvanceText.isSpace(bytes[overflow]) { overflow += 1 }
            if overflow >= end {
                isWrapping = false
                return start..<trimmedEnd(end, start: start)
            }
            // The last space of the line, if after its first character.
            var space = overflow - 1
            while space > start && !UniformAdvanceText.isSpace(bytes[space]) { space -= 1 }
            let line: Range<Int>
            if space > start {
                line = start..<trimmedEnd(space, start: start)
                start = space + 1
                while start < overflow && UniformAdvanceText.isSpace(bytes[start]) { start += 1 }
            } else {
                line = start..<overflow
                start = overflow
            }
            return line
        }
    }

    // MARK: Truncating

    /// A truncated last line: the characters kept before the ellipsis and after it.
    struct TruncatedLine {
        var front: Range<Int>
        var back: Range<Int>
        /// The characters kept.
        var count: Int { front.count + back.count }
    }

    /// The truncated last line: the line's content is the text from `line`'s start (only
    /// `line` when there is no width), fitted with an ellipsis in `maxWidth` by `mode`, blanks
    /// next to the ellipsis dropped. `nil` when the content is empty (the line is empty, with no
    /// ellipsis).
    func truncatedLine(_ line: Range<Int>, maxWidth: CGFloat?, mode: TextTruncation) -> TruncatedLine? {
        let content = maxWidth == nil ? line : line.lowerBound..<count
        guard !content.isEmpty else { return nil }
        let taken = maxWidth.map { fitting(in: ($0 - advance) + 1e-6, limit: content.count) } ?? content.count
        return withBytes { bytes in
            func isBlank(_ index: Int) -> Bool { !Self.isOther(bytes[index]) }
            func front(_ length: Int) -> Range<Int> {
                var end = content.lowerBound + length
                while end > content.lowerBound && isBlank(end - 1) { end -= 1 }
                return content.lowerBound..<end
            }
            func back(_ length: Int) -> Range<Int> {
                var start = content.upperBound - length
                while start < content.upperBound && isBlank(start) { start += 1 }
                return start..<content.upperBound
            }
            let none = content.upperBound..<content.upperBound
            switch mode {
            case _ where maxWidth == nil: return TruncatedLine(front: front(content.count), back: none)
            case .tail: return TruncatedLine(front: front(taken), back: none)
            case .head: return TruncatedLine(front: content.lowerBound..<content.lowerBound, back: back(taken))
            case .middle: return TruncatedLine(front: front((taken + 1) / 2), back: back(taken / 2))
            }
        }
    }
}
