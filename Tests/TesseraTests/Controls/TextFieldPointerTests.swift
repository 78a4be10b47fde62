import Testing
@_spi(Testing) import Tessera

private struct Field: View {
    @State var text = "hello world"
    var body: some View {
        VStack {
            TextField("Field", text: $text).textFieldStyle(.plain).frame(width: 300)
            Text("[\(text)]")
        }
    }
}

@MainActor
@Suite("TextField and the pointer: click to place the caret, drag to select")
struct TextFieldPointerTests {
    @Test("a click focuses the field at the caret under it; a drag selects; a double click selects a word")
    func clickAndDrag() throws {
        let host = OffscreenHost(rootView: Field(), size: CGSize(width: 300, height: 200))
        let frame = try #require(host.layoutFrames.first { $0.label.hasPrefix("TextFieldCore") }?.frame)
        // The test engine's body font advances 17 × 2/3 points per character.
        let advance: CGFloat = 17 * 2 / 3
        func point(at offset: Int) -> CGPoint { CGPoint(x: frame.minX + CGFloat(offset) * advance + 1, y: frame.midY) }

        host.pointerDown(at: point(at: 5))
        host.pointerUp(at: point(at: 5))
        #expect(host.focusedViewText == "Field")
        host.type(",")
        #expect(host.tree.allNodes.contains { $0.text == "[hello, world]" }, "\(host.tree.allNodes.compactMap(\.text))")

        host.drag(from: point(at: 7), to: point(at: 12))
        host.type("there")
        #expect(host.tree.allNodes.contains { $0.text == "[hello, there]" })

        host.pointerDown(at: point(at: 2)); host.pointerUp(at: point(at: 2))
        host.pointerDown(at: point(at: 2), clickCount: 2); host.pointerUp(at: point(at: 2))
        host.press(key: "c", modifiers: .control)
        #expect(host.clipboardText == "hello")
    }

    @Test("the selection and caret are drawn: a fill behind the selected characters")
    func selectionDrawn() throws {
        let host = OffscreenHost(rootView: Field(), size: CGSize(width: 300, height: 200))
        let frame = try #require(host.layoutFrames.first { $0.label.hasPrefix("TextFieldCore") }?.frame)
        let advance: CGFloat = 17 * 2 / 3
        host.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.minX + 5 * advance + 1, y: frame.midY))
        let selection = host.displayList.fillRects.first { abs($0.width - 5 * advance) < 0.5 }
        #expect(selection != nil)
        #expect(selection?.minX == frame.minX)
    }
}
