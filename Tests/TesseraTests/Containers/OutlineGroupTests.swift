import Testing
@_spi(Testing) import Tessera

private struct Node: Identifiable {
    let id: String
    var children: [Node]?
}

private let tree = [
    Node(id: "Root A", children: [
        Node(id: "A1", children: [Node(id: "A1a", children: nil)]),
        Node(id: "A2", children: nil),
    ]),
    Node(id: "Root B", children: nil),
]

@MainActor
private func rowCount<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "ListRowView" }.count
}

@MainActor
private func tapText<V: View>(_ host: OffscreenHost<V>, _ text: String, dx: CGFloat = 0) {
    let frame = host.frame(ofText: text)!
    host.tap(at: CGPoint(x: frame.midX + dx, y: frame.midY))
}

@MainActor
@Suite("OutlineGroup and List(children:)")
struct OutlineGroupTests {
    @Test("expanding a node shows its children as rows; collapsing hides them")
    func expandCollapse() {
        let host = OffscreenHost(rootView: List(tree, children: \.children) { Text($0.id) }.listStyle(.plain),
                                 size: CGSize(width: 300, height: 600))
        #expect(rowCount(host) == 2)
        #expect(host.frame(ofText: "A1") == nil)
        tapText(host, "Root A")
        #expect(rowCount(host) == 4)
        let root = host.frame(ofText: "Root A")!, a1 = host.frame(ofText: "A1")!, a2 = host.frame(ofText: "A2")!
        let b = host.frame(ofText: "Root B")!
        #expect(root.maxY <= a1.minY && a1.maxY <= a2.minY && a2.maxY <= b.minY)
        tapText(host, "A1")
        #expect(rowCount(host) == 5)
        #expect(host.frame(ofText: "A1a") != nil)
        tapText(host, "Root A")
        #expect(rowCount(host) == 2)
        #expect(host.frame(ofText: "A1a") == nil)
        // Expansion is kept per element: reopening the root shows A1 still open.
        tapText(host, "Root A")
        #expect(rowCount(host) == 5)
    }

    @Test("rows indent by one level per depth; leaves leave room for the chevron")
    func indentation() {
        let host = OffscreenHost(rootView: List(tree, children: \.children) { Text($0.id) }.listStyle(.plain),
                                 size: CGSize(width: 300, height: 600))
        tapText(host, "Root A")
        tapText(host, "A1")
        let root = host.frame(ofText: "Root A")!.minX
        let a1 = host.frame(ofText: "A1")!.minX
        let a1a = host.frame(ofText: "A1a")!.minX
        let a2 = host.frame(ofText: "A2")!.minX
        let b = host.frame(ofText: "Root B")!.minX
        // A group's label follows its 20-point chevron; each level indents 20 points.
        #expect(abs(root - (16 + 20)) < 0.01)
        #expect(abs(a1 - (root + 20)) < 0.01)
        #expect(abs(a2 - a1) < 0.01)
        #expect(abs(a1a - (a1 + 20)) < 0.01)
        // A leaf at the top level lines up with its sibling groups' labels.
        #expect(abs(b - root) < 0.01)
    }

    @Test("OutlineGroup inside sections of a List, one per canvas; a single root works too")
    func sections() {
        struct Canvas: Identifiable { let id: String; let graphics: [Node] }
        let canvases = [Canvas(id: "Canvas 1", graphics: tree), Canvas(id: "Canvas 2", graphics: [Node(id: "Lone", children: nil)])]
        let host = OffscreenHost(rootView: List {
            ForEach(canvases) { canvas in
                Section(header: Text(canvas.id)) {
                    OutlineGroup(canvas.graphics, children: \.children) { graphic in
                        Text(graphic.id)
                    }
                }
            }
        }, size: CGSize(width: 300, height: 600))
        #expect(rowCount(host) == 3)
        #expect(host.frame(ofText: "Canvas 1")!.maxY < host.frame(ofText: "Root A")!.minY)
        #expect(host.frame(ofText: "Canvas 2")!.maxY < host.frame(ofText: "Lone")!.minY)
        tapText(host, "Root A")
        #expect(rowCount(host) == 5)

        let single = OffscreenHost(rootView: List { OutlineGroup(tree[0], children: \.children) { Text($0.id) } },
                                   size: CGSize(width: 300, height: 600))
        #expect(rowCount(single) == 1)
        tapText(single, "Root A")
        #expect(rowCount(single) == 3)
    }

    @Test("outside a list an outline is stacked views: leaves line up with their sibling groups' labels")
    func outsideList() {
        let host = OffscreenHost(rootView: VStack(alignment: .leading) {
            OutlineGroup(tree, children: \.children) { Text($0.id) }
        }.frame(width: 300, alignment: .leading), size: CGSize(width: 300, height: 400))
        tapText(host, "Root A")
        let root = host.frame(ofText: "Root A")!, a1 = host.frame(ofText: "A1")!
        let a2 = host.frame(ofText: "A2")!, b = host.frame(ofText: "Root B")!
        #expect(abs(b.minX - root.minX) < 0.01)
        #expect(abs(a1.minX - (root.minX + 20)) < 0.01)
        #expect(abs(a2.minX - a1.minX) < 0.01)
        #expect(a1.minY > root.maxY && a2.minY > a1.maxY && b.minY > a2.maxY)
        #expect(rowCount(host) == 0)
    }

    @Test("an empty tree and data that shrinks leave a sensible list")
    func badInput() {
        struct Holder: View {
            @State var nodes = tree
            var body: some View { List(nodes, id: \.id, children: \.children) { Text($0.id) } }
        }
        let empty = OffscreenHost(rootView: List([Node](), children: \.children) { Text($0.id) }, size: CGSize(width: 300, height: 300))
        #expect(rowCount(empty) == 0)
        let host = OffscreenHost(rootView: Holder(), size: CGSize(width: 300, height: 300))
        tapText(host, "Root A")
        #expect(rowCount(host) == 4)
        host.writeState(of: Holder.self, value: [Node(id: "Root B", children: nil)])
        host.update()
        #expect(rowCount(host) == 1)
        #expect(host.frame(ofText: "A1") == nil)
        host.writeState(of: Holder.self, value: [Node]())
        host.update()
        #expect(rowCount(host) == 0)
    }
}
