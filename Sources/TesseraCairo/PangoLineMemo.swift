import Foundation
import Tessera

/// The lines a ``PangoPreparedText`` has measured, by their characters, so that laying its text
/// out at another width doesn't measure the same line again in Pango: a line, or a shortened
/// line a truncation tries, is the same at every width that breaks or truncates it there
/// (the columns of a stack, a window being resized), and equal characters elsewhere in the
/// text measure the same (a text broken between every character at width 0). Exact: a line's
/// measurement depends only on its characters and their runs, which the key holds, except for
/// its source range, which is the line's own. Emptied past ``limit`` lines.
@MainActor
final class PangoLineMemo {
    private struct Key: Hashable {
        var characters: [Character]
        var runIndices: [Int]
        /// The run whose font an empty line takes (unused for a line with characters).
        var fallbackRun: Int
    }

    private var lines: [Key: TextLine] = [:]
    static let limit = 512

    /// The measurement of `content`, made by `measure` once for its characters.
    func line(_ content: PangoTextEngine.LineContent, fallbackRun: Int, measure: () -> TextLine) -> TextLine {
        let key = Key(characters: content.map(\.character), runIndices: content.map(\.runIndex),
                      fallbackRun: content.isEmpty ? fallbackRun : -1)
        if var known = lines[key] {
            known.sourceRange = PangoTextEngine.sourceRange(of: content)
            return known
        }
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
