import Foundation

/// The laid-out text that a ``TextEngine`` returns: its size, baselines and lines.
///
/// All positions are in the text's own coordinate space, with the origin at the top-leading
/// corner of its bounds.
struct TextLayoutResult: Equatable, Sendable {
    /// The size of the text: the widest line by the sum of line heights and line spacing.
    var size: CGSize
    /// The distance from the top to the first line's baseline.
    var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    var lastBaseline: CGFloat
    /// The lines, top to bottom.
    var lines: [TextLine]
    /// Whether some text was cut and replaced with an ellipsis.
    var isTruncated: Bool
    /// The scale the fonts were shrunk to (`minimumScaleFactor`); 1 when not shrunk.
    var scaleFactor: CGFloat

    /// The result for empty text.
    static let empty = TextLayoutResult(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [],
                                        isTruncated: false, scaleFactor: 1)
}

/// One laid-out line of text.
struct TextLine: Equatable, Sendable {
    /// One piece of the line in a single run's font.
    struct Fragment: Equatable, Sendable {
        /// The index of the ``TextRun`` the fragment's font comes from.
        var runIndex: Int
        /// The fragment's text (may be an ellipsis).
        var text: String
        /// The fragment's offset from the line's origin.
        var x: CGFloat
        /// The fragment's advance width.
        var width: CGFloat
    }

    /// The text the line shows, including any ellipsis.
    var text: String
    /// The characters of the source (the runs' strings joined), as character offsets, that
    /// the line shows. A truncated line's range covers the characters it shows from its
    /// first to its last, including those replaced by the ellipsis.
    var sourceRange: Range<Int>
    /// The top-leading corner of the line's box.
    var origin: CGPoint
    /// The line's advance width and height.
    var size: CGSize
    /// The distance from the text's top to the line's baseline.
    var baseline: CGFloat
    /// The line's pieces, leading to trailing.
    var fragments: [Fragment]
}
