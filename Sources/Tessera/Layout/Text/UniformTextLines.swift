import Foundation

/// The lines of a uniform text (``UniformAdvanceText``) laid out at one width without
/// truncation, described rather than built: the text, how many characters a line holds, how
/// many lines are shown, and how they are stacked and aligned. ``TextLines`` makes each
/// ``TextLine`` when it is read, with the numbers the built lines had (the same line walk, the
/// same sums in the same order).
struct UniformTextLines: Sendable {
    /// The preparation whose uniform text the lines are of (kept by reference: one word in
    /// every layout and display-list item that holds the lines).
    let source: FixedAdvanceTextEngine.Prepared
    /// The most characters a line holds (``UniformAdvanceText/charactersPerLine(_:)`` of the
    /// width); `nil`: a paragraph is a line.
    let perLine: Int?
    /// The number of lines shown (the first ones the walk finds).
    let count: Int
    /// The space between lines.
    let spacing: CGFloat
    /// The layout's width, which the lines are aligned in.
    let width: CGFloat
    let alignment: TextAlignment

    /// Describes `count` lines of `source`'s uniform text (which it must have).
    init(source: FixedAdvanceTextEngine.Prepared, perLine: Int?, count: Int, spacing: CGFloat, width: CGFloat,
         alignment: TextAlignment) {
        precondition(source.uniform != nil, "Uniform lines of a text that isn't uniform")
        self.source = source
        self.perLine = perLine
        self.count = count
        self.spacing = spacing
        self.width = width
        self.alignment = alignment
    }

    private var text: UniformAdvanceText { source.uniform! }

    /// Every line's height.
    var height: CGFloat { FixedAdvanceTextEngine.lineHeight(forSize: text.fontSize) }

    /// Where a line is: its characters, its top, and the walk that found it.
    struct Position: Sendable {
        let characters: Range<Int>
        let top: CGFloat
        let walker: UniformAdvanceText.LineWalker
    }

    /// The first line's position.
    var first: Position {
        var walker = UniformAdvanceText.LineWalker(perLine: perLine)
        return Position(characters: next(&walker), top: 0, walker: walker)
    }

    /// The position of the line after `position`'s.
    func position(after position: Position) -> Position {
        var walker = position.walker
        // As a layout stacks them: the line's bottom, then the spacing.
        return Position(characters: next(&walker), top: position.top + height + spacing, walker: walker)
    }

    /// The next line `walker` finds (empty past the last: not reached, `count` lines were found).
    private func next(_ walker: inout UniformAdvanceText.LineWalker) -> Range<Int> {
        let text = text
        return text.withBytes { walker.next(in: text, bytes: $0) } ?? 0..<0
    }

    /// The line at `position`, as a layout builds it: an empty line has no characters and no
    /// fragment; another is one fragment of the run, its characters sliced from the run's string.
    func line(at position: Position) -> TextLine {
        let text = text
        let height = FixedAdvanceTextEngine.lineHeight(forSize: text.fontSize)
        let baseline = position.top + FixedAdvanceTextEngine.baselineOffset(forSize: text.fontSize)
        let range = position.characters
        var line: TextLine
        if range.isEmpty {
            line = TextLine(slice: TextSlice(""), sourceRange: 0..<0, origin: CGPoint(x: 0, y: position.top),
                            size: CGSize(width: 0, height: height), baseline: baseline, fragments: TextLine.Fragments())
        } else {
            let slice = text.slice(of: range)
            let lineWidth = text.width(of: range.count)
            line = TextLine(slice: slice, sourceRange: range, origin: CGPoint(x: 0, y: position.top),
                            size: CGSize(width: lineWidth, height: height), baseline: baseline,
                            fragments: TextLine.Fragments(TextLine.Fragment(runIndex: 0, slice: slice, x: 0,
                                                                            width: lineWidth)))
        }
        if alignment != .leading {
            line.origin.x = (width - line.size.width) * alignment.lineOffsetFraction
        }
        return line
    }

    /// Whether `other` describes the same lines of the same text: of one preparation, or of
    /// equal texts (another preparation of the same characters at the same size: a display list
    /// recorded again compares its texts without walking their lines).
    func isSame(as other: UniformTextLines) -> Bool {
        guard perLine == other.perLine && count == other.count && spacing == other.spacing && width == other.width
            && alignment == other.alignment else { return false }
        return source === other.source || text.hasSameCharacters(as: other.text)
    }
}
