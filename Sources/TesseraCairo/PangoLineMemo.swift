import Foundation
import Tessera

/// The lines a ``PangoPreparedText`` has measured, by their characters, so that laying its text
/// out at another width doesn't measure the same line again in Pango: a line, or a shortened
/// line a truncation tries, is the same at every width that breaks or truncates it there
/// (the columns of a stack, a window being resized). Exact: a line's measurement depends only
/// on its characters and their runs, which the key holds. Emptied past ``limit`` lines.
@MainActor
final class PangoLineMemo {
    private struct Key: Hashable {
        var content: PangoTextEngine.LineContent
        /// The run whose font an empty line takes (unused for a line with characters).
        var fallbackRun: Int
    }

    private var lines: [Key: TextLine] = [:]
    static let limit = 512

    /// The measurement of `content`, made by `measure` once.
    func line(_ content: PangoTextEngine.LineContent, fallbackRun: Int, measure: () -> TextLine) -> TextLine {
        let key = Key(content: content, fallbackRun: content.isEmpty ? fallbackRun : -1)
        if let known = lines[key] { return known }
        let line = measure()
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }
}

extension PangoTextEngine {
    /// What a prepared text lends the engine's layout at scale 1: its characters, where its
    /// whole layout broke the lines at the width (the engine's own line breaking would break
    /// the same text with the same attributes and wrap mode again), and its measured lines.
    struct LentLines {
        var glyphs: [Glyph]
        /// The characters of each line, as ``PangoTextEngine/lineRange(_:start:end:)`` keeps them.
        var lines: [LineContent]
        var memo: PangoLineMemo
    }
}
