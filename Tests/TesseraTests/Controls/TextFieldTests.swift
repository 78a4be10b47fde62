import Foundation
import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Profile: ObservableObject {
    @Published var name = ""
}

private struct ProfileForm: View {
    @ObservedObject var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Text("Hello \(profile.name)")
        }
    }
}

private struct Editor: View {
    @State var text: String
    var submitted: (String) -> Void = { _ in }
    var body: some View {
        VStack {
            TextField("Text", text: $text)
                .onSubmit { submitted(text) }
            Text("[\(text)]")
        }
    }
}

@MainActor
@Suite("TextField: typing, selection, clipboard, undo, submit")
struct TextFieldTests {
    private func shown(_ host: OffscreenHost<Editor>) -> String? {
        host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("[") }
    }

    @Test("typing into a TextField bound to an ObservableObject writes back to the model")
    func twoWayBinding() {
        let profile = Profile()
        let host = OffscreenHost(rootView: ProfileForm(profile: profile))
        host.press(key: .tab)
        #expect(host.type("Ada"))
        host.press(key: "!")
        #expect(profile.name == "Ada!")
        #expect(host.tree.allNodes.contains { $0.text == "Hello Ada!" })
        // And a change of the model shows in the field: typing continues from it.
        profile.name = "Grace"
        host.update()
        host.press(key: .end)
        host.type("?")
        #expect(profile.name == "Grace?")
    }

    @Test("shift-arrows select; typing replaces the selection; backspace deletes")
    func selection() {
        let host = OffscreenHost(rootView: Editor(text: "hello world"))
        host.press(key: .tab)  // Tab into a field selects all its text
        host.press(key: .end)
        host.press(key: .leftArrow, modifiers: .shift)
        host.press(key: .leftArrow, modifiers: [.shift, .control])
        host.type("there")
        #expect(shown(host) == "[hello there]")
        host.press(key: .delete)
        host.press(key: .delete, modifiers: .control)
        #expect(shown(host) == "[hello ]")
    }

    @Test("copy, cut and paste go through the clipboard; undo and redo")
    func clipboardAndUndo() {
        let host = OffscreenHost(rootView: Editor(text: "copy me"))
        host.press(key: .tab)
        host.press(key: "c", modifiers: .control)
        #expect(host.clipboardText == "copy me")
        host.press(key: .end)
        host.press(key: "v", modifiers: .control)
        #expect(shown(host) == "[copy mecopy me]")
        host.press(key: "a", modifiers: .control)
        host.press(key: "x", modifiers: .control)
        #expect(shown(host) == "[]")
        host.press(key: "z", modifiers: .control)
        #expect(shown(host) == "[copy mecopy me]")
        host.press(key: "z", modifiers: .control)
        #expect(shown(host) == "[copy me]")
        host.press(key: "z", modifiers: [.control, .shift])
        #expect(shown(host) == "[copy mecopy me]")
    }

    @Test("pasting 1 MB of text works, and typing after it stays fast")
    func largePaste() {
        let profile = Profile()
        let host = OffscreenHost(rootView: TextField("Name", text: ObservedObject(wrappedValue: profile).projectedValue.name))
        let big = String(repeating: "0123456789abcdef\n", count: 62_000)
        host.clipboardText = big
        host.press(key: .tab)
        #expect(host.press(key: "v", modifiers: .control))
        // A one-line field takes line breaks as spaces.
        #expect(profile.name.count == big.count)
        #expect(!profile.name.contains("\n"))
        #expect(!host.displayList.allTexts.isEmpty)
        host.type("!")
        #expect(profile.name.hasSuffix(" !"))
        host.press(key: .home)
        host.press(key: .rightArrow, modifiers: [.shift, .control])
        host.press(key: "x", modifiers: .control)
        #expect(host.clipboardText == "0123456789abcdef")
        #expect(profile.name.count == big.count + 1 - 16)
    }

    @Test("Return runs onSubmit with the edited text")
    func submit() {
        var submitted: [String] = []
        let host = OffscreenHost(rootView: Editor(text: "", submitted: { submitted.append($0) }))
        host.press(key: .tab)
        host.type("done")
        #expect(host.press(key: .return))
        #expect(submitted == ["done"])
    }

    @Test("a constant binding refuses edits: the field shows its value again")
    func constantBinding() {
        let host = OffscreenHost(rootView: TextField("Fixed", text: .constant("same")))
        host.press(key: .tab)
        host.type("x")
        let core = host.tree.allNodes.first { $0.baseName == "TextFieldCore" }
        #expect(core != nil)
        #expect(host.focusedViewText == "Fixed")
        let list = host.displayList
        #expect(list.allTexts.contains("same"))
    }

    @Test("a formatted field parses its text when editing ends; bad input reverts")
    func formatted() {
        struct Quantity: View {
            @State var amount = 42
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text("amount \(amount)")
                }
            }
        }
        let host = OffscreenHost(rootView: Quantity())
        host.press(key: .tab)
        host.type("1234")
        host.press(key: .return)
        #expect(host.tree.allNodes.contains { $0.text == "amount 1234" })
        host.press(key: "a", modifiers: .control)
        host.type("abc")
        host.press(key: .return)
        #expect(host.tree.allNodes.contains { $0.text == "amount 1234" })
        #expect(host.displayList.allTexts.contains { $0.contains("1234") || $0.contains("1,234") })
    }

    @Test("a disabled field ignores typing and keys")
    func disabled() {
        struct Locked: View {
            @State var text = "locked"
            var body: some View {
                VStack {
                    TextField("Locked", text: $text).disabled(true)
                    Text("[\(text)]")
                }
            }
        }
        let host = OffscreenHost(rootView: Locked())
        #expect(!host.press(key: .tab))
        #expect(!host.type("x"))
        #expect(host.tree.allNodes.contains { $0.text == "[locked]" })
    }

    @Test("a vertical field grows with its lines; a one-line field keeps one line")
    func verticalAxis() {
        struct Notes: View {
            @State var text = ""
            let axis: Axis
            var body: some View {
                TextField("Notes", text: $text, axis: axis).textFieldStyle(.plain).frame(width: 200)
            }
        }
        let tall = OffscreenHost(rootView: Notes(axis: .vertical), size: CGSize(width: 400, height: 400))
        tall.press(key: .tab)
        let oneLine = tall.layoutFrames.first { $0.label.hasPrefix("TextFieldCore") }!.frame.height
        tall.type("line one")
        tall.press(key: .return)
        tall.type("line two")
        let twoLines = tall.layoutFrames.first { $0.label.hasPrefix("TextFieldCore") }!.frame.height
        #expect(twoLines == 2 * oneLine)
        let flat = OffscreenHost(rootView: Notes(axis: .horizontal), size: CGSize(width: 400, height: 400))
        flat.press(key: .tab)
        flat.type(String(repeating: "wide ", count: 100))
        #expect(flat.layoutFrames.first { $0.label.hasPrefix("TextFieldCore") }!.frame.height == oneLine)
    }
}
