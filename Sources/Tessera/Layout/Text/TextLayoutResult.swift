import Foundation

/// The laid-out text that a ``TextEngine`` returns: its size, baselines and lines.
///
/// All positions are in the text's own coordinate space, with the origin at the top-leading
/// corner of its bounds.
package struct TextLayoutResult: Equatable, Sendable {
    /// The size of the text: the widest line by the sum of line heights and line spacing.
    package var size: CGSize
    /// The distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    /// The lines, top to bottom.
    package var lines: TextLines
    /// Whether some text was cut and replaced with an ellipsis.
    package var isTruncated: Bool
    /// The scale the fonts were shrunk to (`minimumScaleFactor`); 1 when not shrunk.
    package var scaleFactor: CGFloat

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [TextLine], isTruncated: Bool,
                 scaleFactor: CGFloat) {
        self.init(size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline, lines: TextLines(lines),
                  isTruncated: isTruncated, scaleFactor: scaleFactor)
    }

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: TextLines, isTruncated: Bool,
                 scaleFactor: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.scaleFactor = scaleFactor
    }

    /// The result for empty text.
    package static let empty = TextLayoutResult(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: TextLines(),
                                        isTruncated: false, scaleFactor: 1)
}

/// One laid-out line of text.
package struct TextLine: Equatable, Sendable {
    /// One piece of the line in a single run's font.
    package struct Fragment: Equatable, Sendable {
        /// The index of the ``TextRun`` the fragment's font comes from.
        package var runIndex: Int
        /// The fragment's characters (may include an ellipsis).
        package var slice: TextSlice
        /// The fragment's offset from the line's origin.
        package var x: CGFloat
        /// The fragment's advance width.
        package var width: CGFloat

        /// The fragment's text (may be an ellipsis), made from ``slice``.
        package var text: String {
            get { slice.string }
            set { slice = TextSlice(newValue) }
        }

        package init(runIndex: Int, text: String, x: CGFloat, width: CGFloat) {
            self.init(runIndex: runIndex, slice: TextSlice(text), x: x, width: width)
        }

        package init(runIndex: Int, slice: TextSlice, x: CGFloat, width: CGFloat) {
            self.runIndex = runIndex
            self.slice = slice
            self.x = x
            self.width = width
        }
    }

    /// The characters the line shows, including any ellipsis.
    package var slice: TextSlice
    /// The characters of the source (the runs' strings joined), as character offsets, that
    /// the line shows. A truncated line's range covers the characters it shows from its
    /// first to its last, including those replaced by the ellipsis.
    package var sourceRange: Range<Int>
    /// The top-leading corner of the line's box.
    package var origin: CGPoint
    /// The line's advance width and height.
    package var size: CGSize
    /// The distance from the text's top to the line's baseline.
    package var baseline: CGFloat
    /// The line's pieces, leading to trailing.
    package var fragments: Fragments

    /// The text the line shows, including any ellipsis (made from ``slice``).
    package var text: String {
        get { slice.string }
        set { slice = TextSlice(newValue) }
    }

    package init(text: String, sourceRange: Range<Int>, origin: CGPoint, size: CGSize, baseline: CGFloat,
                 fragments: [Fragment]) {
        self.init(slice: TextSlice(text), sourceRange: sourceRange, origin: origin, size: size, baseline: baseline,
                  fragments: Fragments(fragments))
    }

    package init(slice: TextSlice, sourceRange: Range<Int>, origin: CGPoint, size: CGSize, baseline: CGFloat,
                 fragments: Fragments) {
        self.slice = slice
        self.sourceRange = sourceRange
        self.origin = origin
        self.size = size
        self.baseline = baseline
        self.fragments = fragments
    }
}
