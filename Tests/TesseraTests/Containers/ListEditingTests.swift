import Testing
@_spi(Testing) import Tessera

private struct EditableFruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry"]
    @State var mode = EditMode.inactive
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
            }
        }
        .environment(\.editMode, $mode)
    }
}

@MainActor
private func deleteButtons<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "ListRowDeleteButton" }.count
}

@MainActor
@Suite("List editing")
struct ListEditingTests {
    @Test("EditButton toggles edit mode; in edit mode onDelete rows show delete buttons that delete by offset")
    func onDelete() {
        let host = OffscreenHost(rootView: EditableFruits(), size: CGSize(width: 300, height: 400))
        #expect(deleteButtons(host) == 0)
        #expect(host.tapButton("Edit"))
        #expect(deleteButtons(host) == 3)
        #expect(host.frame(ofText: "Done") != nil)
        // Tap Banana's delete button, left of its text.
        let banana = host.frame(ofText: "Banana")!
        host.tap(at: CGPoint(x: banana.minX - 20, y: banana.midY))
        #expect(host.frame(ofText: "Banana") == nil)
        #expect(host.frame(ofText: "Apple") != nil && host.frame(ofText: "Cherry") != nil)
        #expect(deleteButtons(host) == 2)
        #expect(host.tapButton("Done"))
        #expect(deleteButtons(host) == 0)
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as in SwiftUI")
    func offsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["a", "c", "e"])
        var moving = ["a", "b", "c", "d", "e"]
        moving.move(fromOffsets: [0], toOffset: 3)
        #expect(moving == ["b", "c", "a", "d", "e"])
        moving = ["a", "b", "c", "d", "e"]
        moving.move(fromOffsets: [3, 4], toOffset: 1)
        #expect(moving == ["a", "d", "e", "b", "c"])
        moving = ["a", "b", "c"]
        moving.move(fromOffsets: [0], toOffset: 3)
        #expect(moving == ["b", "c", "a"])
    }
}
