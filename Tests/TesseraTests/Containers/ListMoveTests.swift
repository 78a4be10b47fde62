import Testing
@_spi(Testing) @testable import Tessera

private struct Reorderable: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Damson"]
    @State var mode = EditMode.active
    @State var moves: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text("order: \(fruits.joined(separator: ","))")
            Text("moves: \(moves.joined(separator: ";"))")
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onMove { source, destination in
                        moves.append("\(Array(source))->\(destination)")
                        fruits.move(fromOffsets: source, toOffset: destination)
                    }
            }
        }
        .environment(\.editMode, $mode)
    }
}

@MainActor
@Suite("List onMove")
struct ListMoveTests {
    @Test("in edit mode every row of an onMove ForEach shows a reorder handle; not outside edit mode")
    func handlesInEditMode() {
        let host = OffscreenHost(rootView: Reorderable(), size: CGSize(width: 300, height: 400))
        #expect(host.tree.allNodes.filter { $0.baseName == "ListRowReorderHandle" }.count == 4)
        host.writeState(of: Reorderable.self, slot: 1, value: EditMode.inactive)
        host.update()
        #expect(host.tree.allNodes.filter { $0.baseName == "ListRowReorderHandle" }.isEmpty)
    }

    @Test("dragging row 0's handle below row 2 calls onMove([0], 3) and reorders the data")
    func moveDown() {
        let host = OffscreenHost(rootView: Reorderable(), size: CGSize(width: 300, height: 400))
        let apple = host.frame(ofText: "Apple")!, cherry = host.frame(ofText: "Cherry")!
        let handle = CGPoint(x: host.size.width - 44, y: apple.midY)
        host.drag(from: handle, to: CGPoint(x: handle.x, y: cherry.midY + 10), steps: 6)
        #expect(host.frame(ofText: "moves: [0]->3") != nil)
        #expect(host.frame(ofText: "order: Banana,Cherry,Apple,Damson") != nil)
        #expect(host.frame(ofText: "Apple")!.minY > host.frame(ofText: "Cherry")!.minY)
    }

    @Test("dragging the last row's handle to the top calls onMove([3], 0)")
    func moveUp() {
        let host = OffscreenHost(rootView: Reorderable(), size: CGSize(width: 300, height: 400))
        let apple = host.frame(ofText: "Apple")!, damson = host.frame(ofText: "Damson")!
        let handle = CGPoint(x: host.size.width - 44, y: damson.midY)
        host.drag(from: handle, to: CGPoint(x: handle.x, y: apple.minY), steps: 6)
        #expect(host.frame(ofText: "moves: [3]->0") != nil)
        #expect(host.frame(ofText: "order: Damson,Apple,Banana,Cherry") != nil)
    }

    @Test("a drop where the row already is calls nothing")
    func noMove() {
        let host = OffscreenHost(rootView: Reorderable(), size: CGSize(width: 300, height: 400))
        let banana = host.frame(ofText: "Banana")!
        let handle = CGPoint(x: host.size.width - 44, y: banana.midY)
        host.drag(from: handle, to: CGPoint(x: handle.x, y: banana.midY + 6), steps: 3)
        #expect(host.frame(ofText: "moves: ") != nil)
    }

    @Test("destination follows SwiftUI's convention (an offset before the move)")
    func destinationMath() {
        let mids: [Int: CGFloat] = [0: 10, 1: 30, 2: 50, 3: 70]
        #expect(ListRowMove.destination(source: 0, dropY: 55, rowMidYs: mids) == 3)
        #expect(ListRowMove.destination(source: 0, dropY: 90, rowMidYs: mids) == 4)
        #expect(ListRowMove.destination(source: 3, dropY: 0, rowMidYs: mids) == 0)
        #expect(ListRowMove.destination(source: 2, dropY: 25, rowMidYs: mids) == 1)
        #expect(ListRowMove.destination(source: 1, dropY: 35, rowMidYs: mids) == nil)
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
    }
}
