/// Where a text field's characters are: its text laid out in the environment's font, the
/// caret rectangle for an offset, and the offset under a point. Used to measure, draw, and
/// place the caret from the pointer.
///
/// A one-line field lays out only a window of its text around the caret (a few thousand
/// characters, far wider than any field), so that a field holding a megabyte of text edits as
/// fast as a short one. Offsets given to and returned by the geometry are offsets into the
/// whole text.
///
/// - Complexity: measuring the x position of an offset lays out the text before it in the
///   window, O(w); finding the offset under a point is O(w log w) (a binary search of such
///   measurements). w is the window's length: the whole text for a vertical field.
@MainActor
struct TextFieldGeometry {
    /// The characters shown (bullets for a secure field, spaces for line breaks in a one-line
    /// field), for the offsets in `window`.
    let displayCharacters: [Character]
    let displayText: String
    /// The offsets of the text that are laid out.
    let window: Range<Int>
    let font: ResolvedFont
    let engine: any TextEngine
    let isMultiline: Bool
    let lineSpacing: CGFloat

    /// How many characters a one-line field lays out on each side of its caret.
    static let windowRadius = 2_000

    init(core: TextFieldCore, environment: EnvironmentValues) {
        let all = core.editor.characters
        isMultiline = core.axis == .vertical
        if isMultiline {
            window = 0..<all.count
        } else {
            // Quantized, so that the window (and the scroll offset measured in it) moves rarely.
            let step = Self.windowRadius / 2
            let lower = max(0, (core.editor.head - Self.windowRadius) / step * step)
            window = lower..<min(all.count, lower + 2 * Self.windowRadius + step)
        }
        var shown = all[window]
        if core.isSecure {
            shown = ArraySlice(repeating: "•", count: shown.count)
        } else if !isMultiline, shown.contains(where: \.isNewline) {
            shown = ArraySlice(shown.map { $0.isNewline ? " " : $0 })
        }
        displayCharacters = Array(shown)
        displayText = String(displayCharacters)
        font = (environment.font ?? .body).resolved()
        engine = environment.textEngine
        lineSpacing = environment.lineSpacing
    }

    /// `offset` in the whole text as an offset in the window.
    func local(_ offset: Int) -> Int {
        max(0, min(offset - window.lowerBound, displayCharacters.count))
    }

    private var options: TextLayoutOptions { TextLayoutOptions(lineSpacing: lineSpacing) }

    /// The text laid out in `width` (one-line fields: unlimited).
    func layout(width: CGFloat?) -> TextLayoutResult {
        guard !displayText.isEmpty else { return .empty }
        return engine.layout([TextRun(displayText, font: font)], options: options, proposedWidth: isMultiline ? width : nil)
    }

    /// The height of one line of the font.
    var lineHeight: CGFloat {
        engine.layout([TextRun("X", font: font)], options: options, proposedWidth: nil).size.height
    }

    /// The width of `characters` on one line.
    ///
    /// Trailing spaces count (a line's measured width leaves them out, a caret after them doesn't).
    func width(of characters: ArraySlice<Character>) -> CGFloat {
        guard let last = characters.last else { return 0 }
        guard last.isWhitespace else { return measure(String(characters)) }
        return measure(String(characters) + "X") - measure("X")
    }

    private func measure(_ string: String) -> CGFloat {
        engine.layout([TextRun(string, font: font)], options: options, proposedWidth: nil).size.width
    }

    /// The field's size: the proposed width (ideally its text's width, at least a few
    /// characters), and the height of one line — or of its wrapped lines, up to `lineLimit`.
    func size(for proposal: ProposedViewSize, lineLimit: Int?) -> CGSize {
        let ideal = max(width(of: displayCharacters.prefix(Self.windowRadius)) + 2, 4 * lineHeight)
        let width = proposal.width.map { $0.isFinite ? max(0, $0) : ideal } ?? ideal
        guard isMultiline else { return CGSize(width: width, height: lineHeight) }
        let laidOut = layout(width: width)
        var lines = max(1, laidOut.lines.count + (displayCharacters.last == "\n" ? 1 : 0))
        if let lineLimit { lines = min(lines, max(1, lineLimit)) }
        let height = laidOut.lines.isEmpty || lines > laidOut.lines.count || lineLimit != nil
            ? CGFloat(lines) * lineHeight + CGFloat(lines - 1) * lineSpacing
            : laidOut.size.height
        return CGSize(width: width, height: height)
    }

    /// The index of the laid-out line holding `offset`.
    private func lineIndex(of offset: Int, in layout: TextLayoutResult) -> Int? {
        guard !layout.lines.isEmpty else { return nil }
        var index = 0
        for (i, line) in layout.lines.enumerated() where line.sourceRange.lowerBound <= offset { index = i }
        return index
    }

    /// The caret rectangle for `offset`, in the field's coordinates (before scrolling).
    func caretRect(at offset: Int, in layout: TextLayoutResult) -> CGRect {
        let offset = local(offset)
        let height = lineHeight
        guard let index = lineIndex(of: offset, in: layout) else { return CGRect(x: 0, y: 0, width: 0, height: height) }
        let line = layout.lines[index]
        if isMultiline, offset > 0, offset <= displayCharacters.count, displayCharacters[offset - 1] == "\n",
           index == layout.lines.count - 1, line.sourceRange.upperBound <= offset - 1 || line.sourceRange.contains(offset - 1) {
            // After a trailing newline: the start of the (empty) next line.
            return CGRect(x: 0, y: line.origin.y + line.size.height + lineSpacing, width: 0, height: height)
        }
        let start = min(line.sourceRange.lowerBound, displayCharacters.count)
        let end = max(start, min(offset, displayCharacters.count))
        let x = line.origin.x + width(of: displayCharacters[start..<end])
        return CGRect(x: x, y: line.origin.y, width: 0, height: max(line.size.height, height))
    }

    /// The character offset nearest to `point` (field coordinates, before scrolling).
    func offset(at point: CGPoint, in layout: TextLayoutResult) -> Int {
        window.lowerBound + localOffset(at: point, in: layout)
    }

    private func localOffset(at point: CGPoint, in layout: TextLayoutResult) -> Int {
        guard !layout.lines.isEmpty else { return 0 }
        let line = layout.lines.first { point.y < $0.origin.y + $0.size.height } ?? layout.lines[layout.lines.count - 1]
        let start = min(line.sourceRange.lowerBound, displayCharacters.count)
        var end = min(line.sourceRange.upperBound, displayCharacters.count)
        if end > start, displayCharacters[end - 1] == "\n" { end -= 1 }
        let x = point.x - line.origin.x
        // Binary search for the first offset whose x is past the point, then pick the nearer side.
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if width(of: displayCharacters[start...middle]) <= x { low = middle + 1 } else { high = middle }
        }
        guard low < end else { return end }
        let before = width(of: displayCharacters[start..<low])
        let after = width(of: displayCharacters[start...low])
        return x - before < after - x ? low : low + 1
    }
}
