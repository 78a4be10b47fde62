import Foundation

/// The paragraph options that a ``TextEngine`` honours, gathered from the environment.
package struct TextLayoutOptions: Hashable, Sendable {
    /// The maximum number of lines, or `nil` for no limit (`lineLimit(_:)`).
    package var lineLimit: Int?
    /// Whether the text's height is always that of `lineLimit` lines, even when it needs
    /// fewer (`lineLimit(_:reservesSpace:)`).
    package var reservesSpace: Bool
    /// Where a line that doesn't fit is cut (`truncationMode(_:)`).
    package var truncationMode: TextTruncation
    /// The alignment of lines within the text's width (`multilineTextAlignment(_:)`).
    package var alignment: TextAlignment
    /// The smallest scale the engine may shrink the fonts to before truncating
    /// (`minimumScaleFactor(_:)`), in (0, 1].
    package var minimumScaleFactor: CGFloat
    /// The extra space between lines (`lineSpacing(_:)`), in points.
    package var lineSpacing: CGFloat

    package init(lineLimit: Int? = nil, reservesSpace: Bool = false, truncationMode: TextTruncation = .tail,
         alignment: TextAlignment = .leading, minimumScaleFactor: CGFloat = 1, lineSpacing: CGFloat = 0) {
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
    }
}

extension TextLayoutOptions {
    /// The line limit an engine applies: at least one line, `nil` for none.
    package var effectiveLineLimit: Int? {
        guard let lineLimit else { return nil }
        return Swift.max(1, lineLimit)
    }
}
