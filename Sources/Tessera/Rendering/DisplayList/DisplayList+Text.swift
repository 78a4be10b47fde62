import Foundation

extension DisplayList {
    /// Laid-out text: the lines a ``TextEngine`` produced, placed at `origin`, with the paint
    /// and decorations of each run.
    ///
    /// A backend draws each line fragment with `runs[fragment.runIndex]`'s font (scaled by the
    /// layout's `scaleFactor`) so that its baseline lies at
    /// `origin.y + line.baseline - baselineOffset`, starting at
    /// `origin.x + line.origin.x + fragment.x`. For drawn glyphs to match measured ones, the
    /// backend draws with the engine that measured the text.
    package struct TextItem: Equatable, Sendable {
        /// The top-leading corner of the text's layout box, in root coordinates.
        package var origin: CGPoint
        /// The text laid out in its own coordinates.
        package var layout: TextLayoutResult
        /// The style of each run, by run index.
        package var runs: [RunStyle]

        package init(origin: CGPoint, layout: TextLayoutResult, runs: [RunStyle]) {
            self.origin = origin
            self.layout = layout
            self.runs = runs
        }

        /// The layout box, grown by a margin for glyphs that overhang it (italics, accents) and
        /// for baseline offsets.
        var bounds: CGRect {
            guard !layout.lines.isEmpty else { return .null }
            var largest: CGFloat = 0
            var shift: CGFloat = 0
            for run in runs {
                largest = Swift.max(largest, run.font.size * layout.scaleFactor)
                shift = Swift.max(shift, abs(run.baselineOffset))
            }
            let margin = 2 + largest * 0.25
            return CGRect(origin: origin, size: layout.size).insetBy(dx: -margin, dy: -(margin + shift))
        }
    }

    /// How one run of text is drawn.
    package struct RunStyle: Equatable, Sendable {
        /// The font the run was measured with (before the layout's scale factor).
        package var font: ResolvedFont
        /// The paint of the glyphs (and of decorations without their own color).
        package var shading: Shading
        /// Extra space after every character (tracking plus kerning), in points.
        package var letterSpacing: CGFloat
        /// How far the glyphs are raised above the baseline, in points.
        package var baselineOffset: CGFloat
        /// A line under the glyphs, if any.
        package var underline: TextDecoration?
        /// A line through the glyphs, if any.
        package var strikethrough: TextDecoration?

        package init(font: ResolvedFont, shading: Shading, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
                     underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
            self.font = font
            self.shading = shading
            self.letterSpacing = letterSpacing
            self.baselineOffset = baselineOffset
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    /// An underline or strikethrough.
    package struct TextDecoration: Equatable, Sendable {
        /// The pattern of the line.
        package enum Pattern: Equatable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        package var pattern: Pattern
        /// The line's color; `nil` draws it with the run's paint.
        package var color: Color.Resolved?

        package init(pattern: Pattern = .solid, color: Color.Resolved? = nil) {
            self.pattern = pattern
            self.color = color
        }
    }
}
