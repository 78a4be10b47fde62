/// Caret movement: by character, word, line and document, with or without extending the
/// selection (Shift).
extension TextEditingState {
    /// A direction the caret moves in.
    enum Movement {
        case left, right, up, down, lineStart, lineEnd, documentStart, documentEnd
    }

    /// Moves the caret; with `extending`, only the selection's head moves (Shift held).
    /// Without it, a selection collapses to its start (left, up) or end (right, down) first,
    /// as in every text field.
    func move(_ movement: Movement, byWord: Bool = false, extending: Bool = false) {
        let selection = self.selection
        if !extending, !selection.isEmpty {
            switch movement {
            case .left where !byWord, .up: return setCaret(selection.lowerBound)
            case .right where !byWord, .down: return setCaret(selection.upperBound)
            default: break
            }
        }
        let target: Int
        switch movement {
        case .left: target = byWord ? wordStart(before: head) : head - 1
        case .right: target = byWord ? wordEnd(after: head) : head + 1
        case .lineStart: target = isMultiline ? lineStart(of: head) : 0
        case .lineEnd: target = isMultiline ? lineEnd(of: head) : characters.count
        case .documentStart: target = 0
        case .documentEnd: target = characters.count
        case .up:
            let start = lineStart(of: head)
            guard isMultiline, start > 0 else { target = 0; break }
            let previousStart = lineStart(of: start - 1)
            target = min(previousStart + (head - start), start - 1)
        case .down:
            let end = lineEnd(of: head)
            guard isMultiline, end < characters.count else { target = characters.count; break }
            let nextEnd = lineEnd(of: end + 1)
            target = min(end + 1 + (head - lineStart(of: head)), nextEnd)
        }
        setCaret(target, extending: extending)
    }

    /// The start of the word before `offset` (skipping the non-word characters before it).
    func wordStart(before offset: Int) -> Int {
        var index = offset
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `offset` (skipping the non-word characters after it).
    func wordEnd(after offset: Int) -> Int {
        var index = offset
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The offset of the first character of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var index = min(offset, characters.count)
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    /// The offset of the newline ending the line holding `offset` (or the text's end).
    func lineEnd(of offset: Int) -> Int {
        var index = max(0, offset)
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
