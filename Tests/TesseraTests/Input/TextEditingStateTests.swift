import Testing
@testable import Tessera

@MainActor
@Suite("Text editing model: caret, selection, words, lines, undo")
struct TextEditingStateTests {
    @Test("typing inserts at the caret and replaces the selection")
    func insertion() {
        let editor = TextEditingState(text: "hello")
        editor.setCaret(0)
        editor.insert("¡")
        #expect(editor.text == "¡hello")
        editor.select(1..<6)
        editor.insert("hi")
        #expect(editor.text == "¡hi")
        #expect(editor.selection == 3..<3)
    }

    @Test("shift-arrows extend the selection; a plain arrow collapses it")
    func shiftArrows() {
        let editor = TextEditingState(text: "abcdef")
        editor.setCaret(2)
        editor.move(.right, extending: true)
        editor.move(.right, extending: true)
        #expect(editor.selectedText == "cd")
        editor.move(.left, extending: true)
        #expect(editor.selectedText == "c")
        editor.move(.left)
        #expect(editor.selection == 2..<2)
    }

    @Test("word movement skips punctuation and stops at word ends")
    func words() {
        let editor = TextEditingState(text: "one, two_2 three")
        editor.setCaret(0)
        editor.move(.right, byWord: true)
        #expect(editor.head == 3)
        editor.move(.right, byWord: true)
        #expect(editor.head == 10)
        editor.move(.left, byWord: true)
        #expect(editor.head == 5)
        editor.deleteBackward(byWord: true)
        #expect(editor.text == "two_2 three")
        editor.selectWord(at: 8)
        #expect(editor.selectedText == "three")
    }

    @Test("line movement in a multi-line text keeps the column")
    func lines() {
        let editor = TextEditingState(text: "abcd\nxy\nlonger")
        editor.isMultiline = true
        editor.setCaret(3)
        editor.move(.down)
        #expect(editor.head == 7)  // end of "xy" (column clamped)
        editor.move(.down)
        #expect(editor.head == 10)
        editor.move(.lineEnd)
        #expect(editor.head == 14)
        editor.move(.lineStart, extending: true)
        #expect(editor.selectedText == "longer")
    }

    @Test("typing coalesces into one undo step; undo and redo restore text and caret")
    func undo() {
        let editor = TextEditingState()
        for character in "abc" { editor.insert(String(character)) }
        editor.insert(" pasted", kind: .other)
        #expect(editor.text == "abc pasted")
        #expect(editor.undo())
        #expect(editor.text == "abc")
        #expect(editor.undo())
        #expect(editor.text == "")
        #expect(!editor.undo())
        #expect(editor.redo())
        #expect(editor.text == "abc")
        #expect(editor.head == 3)
        editor.deleteBackward()
        editor.deleteBackward()
        #expect(editor.text == "a")
        #expect(editor.undo())
        #expect(editor.text == "abc")
    }
}
