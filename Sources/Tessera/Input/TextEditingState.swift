/// The editing model behind a text field: the text, the selection, and the undo history.
///
/// Positions are character (grapheme cluster) offsets into the text, from 0 to
/// `characters.count`. The selection runs from `anchor` (where it started) to `head` (where
/// the caret is); an empty selection is a caret.
///
/// Invariants: `0 <= anchor, head <= characters.count`; `text == String(characters)`; every
/// edit made through the model can be undone, and redone until the next edit.
///
/// - Complexity: an edit is O(n) in the text's length (the text is copied into the binding);
///   moving the caret by a character is O(1), by a word O(word length).
@MainActor
final class TextEditingState {
    /// The text as characters.
    private(set) var characters: [Character] {
        didSet { cachedText = nil }
    }
    private var cachedText: String?
    /// Where the selection started.
    private(set) var anchor: Int
    /// Where the caret is (the moving end of the selection).
    private(set) var head: Int
    /// Whether the text can hold several lines (line movement, Return inserts a newline).
    var isMultiline = false
    /// Whether the field showing this text has focus (it draws its caret then).
    var isFocused = false
    /// Whether a pointer press just placed the caret (so gaining focus keeps it there instead
    /// of selecting everything, as Tab does).
    var wasPlacedByPointer = false
    /// How far a one-line field's text is scrolled left to keep the caret visible, in points.
    var scrollOffset: CGFloat = 0

    /// One edit, enough to undo and redo it: the characters `removed` at `start`, replaced by
    /// `inserted`, and the selection before it.
    private struct Edit {
        var start: Int
        var removed: [Character]
        var inserted: [Character]
        var selectionBefore: (anchor: Int, head: Int)
        var kind: EditKind
    }

    /// What made an edit: consecutive typing (or deleting) coalesces into one undo step.
    enum EditKind: Equatable { case typing, deleting, other }

    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    /// The most undo steps kept.
    static let undoLimit = 100

    init(text: String = "") {
        characters = Array(text)
        anchor = characters.count
        head = characters.count
    }

    /// The text.
    var text: String {
        if let cachedText { return cachedText }
        let text = String(characters)
        cachedText = text
        return text
    }

    /// The selected range (empty for a caret).
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// The selected text.
    var selectedText: String { String(characters[selection]) }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Replacing the whole text

    /// Takes a text written from outside (the binding changed): keeps the caret where it can,
    /// and forgets the undo history (it no longer applies).
    func reset(to text: String) {
        characters = Array(text)
        cachedText = text
        anchor = min(anchor, characters.count)
        head = min(head, characters.count)
        undoStack.removeAll()
        redoStack.removeAll()
    }

    // MARK: Selection

    /// Puts the caret at `offset` (clamped); with `extending`, moves only the selection's head.
    func setCaret(_ offset: Int, extending: Bool = false) {
        head = max(0, min(offset, characters.count))
        if !extending { anchor = head }
    }

    /// Selects `range` (clamped).
    func select(_ range: Range<Int>) {
        anchor = max(0, min(range.lowerBound, characters.count))
        head = max(anchor, min(range.upperBound, characters.count))
    }

    func selectAll() { select(0..<characters.count) }

    /// Selects the word around `offset` (a double click).
    func selectWord(at offset: Int) {
        let offset = max(0, min(offset, characters.count))
        var start = offset, end = offset
        let isWord = offset < characters.count ? Self.isWordCharacter(characters[offset]) : (offset > 0 && Self.isWordCharacter(characters[offset - 1]))
        while start > 0, Self.isWordCharacter(characters[start - 1]) == isWord, characters[start - 1] != "\n" { start -= 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) == isWord, characters[end] != "\n" { end += 1 }
        select(start..<end)
    }

    // MARK: Editing

    /// Replaces the selection with `string` (typing, pasting, an input method's commit).
    func insert(_ string: String, kind: EditKind = .typing) {
        replace(selection, with: Array(string), kind: kind)
    }

    /// Deletes the selection, or else the character (or word) before the caret.
    func deleteBackward(byWord: Bool = false) {
        if !selection.isEmpty { return replace(selection, with: [], kind: .other) }
        let start = byWord ? wordStart(before: head) : max(0, head - 1)
        guard start < head else { return }
        replace(start..<head, with: [], kind: .deleting)
    }

    /// Deletes the selection, or else the character (or word) after the caret.
    func deleteForward(byWord: Bool = false) {
        if !selection.isEmpty { return replace(selection, with: [], kind: .other) }
        let end = byWord ? wordEnd(after: head) : min(characters.count, head + 1)
        guard end > head else { return }
        replace(head..<end, with: [], kind: .deleting)
    }

    /// Replaces `range` with `inserted`, records the edit, and puts the caret after it.
    private func replace(_ range: Range<Int>, with inserted: [Character], kind: EditKind) {
        if range.isEmpty, inserted.isEmpty { return }
        let edit = Edit(start: range.lowerBound, removed: Array(characters[range]), inserted: inserted,
                        selectionBefore: (anchor, head), kind: kind)
        apply(edit)
        redoStack.removeAll()
        if kind != .other, var last = undoStack.last, last.kind == kind, canCoalesce(last, with: edit) {
            last = coalesce(last, with: edit)
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(edit)
            if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        }
    }

    private func apply(_ edit: Edit) {
        characters.replaceSubrange(edit.start..<(edit.start + edit.removed.count), with: edit.inserted)
        head = edit.start + edit.inserted.count
        anchor = head
    }

    /// Typing continues where the last typing ended; deleting backward ends where it started.
    private func canCoalesce(_ last: Edit, with edit: Edit) -> Bool {
        switch edit.kind {
        case .typing: edit.removed.isEmpty && edit.start == last.start + last.inserted.count && edit.inserted != ["\n"]
        case .deleting: edit.inserted.isEmpty && last.inserted.isEmpty
            && (edit.start + edit.removed.count == last.start || edit.start == last.start)
        case .other: false
        }
    }

    private func coalesce(_ last: Edit, with edit: Edit) -> Edit {
        var merged = last
        if edit.kind == .typing {
            merged.inserted += edit.inserted
        } else if edit.start < last.start {
            merged.start = edit.start
            merged.removed = edit.removed + last.removed
        } else {
            merged.removed = last.removed + edit.removed
        }
        return merged
    }

    /// Undoes the last edit. Returns whether there was one.
    @discardableResult
    func undo() -> Bool {
        guard let edit = undoStack.popLast() else { return false }
        characters.replaceSubrange(edit.start..<(edit.start + edit.inserted.count), with: edit.removed)
        (anchor, head) = edit.selectionBefore
        anchor = min(anchor, characters.count)
        head = min(head, characters.count)
        redoStack.append(edit)
        return true
    }

    /// Redoes the last undone edit. Returns whether there was one.
    @discardableResult
    func redo() -> Bool {
        guard let edit = redoStack.popLast() else { return false }
        apply(edit)
        undoStack.append(edit)
        return true
    }
}
