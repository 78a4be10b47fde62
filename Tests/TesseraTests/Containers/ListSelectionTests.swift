import Testing
@_spi(Testing) @testable import Tessera

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder"].enumerated().map { Fruit(id: $0.offset, name: $0.element) }

private struct SingleSelection: View {
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("selected: \(selection.map(String.init) ?? "none")")
            List(fruits, selection: $selection) { Text($0.name) }
        }
    }
}

private struct MultipleSelection: View {
    @State var selection: Set<Int> = []
    var body: some View {
        VStack {
            Text("selected: \(selection.sorted().map(String.init).joined(separator: ","))")
            List(selection: $selection) {
                ForEach(fruits) { Text($0.name) }
            }
        }
    }
}

@MainActor
private func tapRow<V: View>(_ host: OffscreenHost<V>, _ name: String, modifiers: EventModifiers = []) {
    let frame = host.frame(ofText: name)!
    // Tap the row to the right of its text: the row, not the text, takes the tap.
    host.tap(at: CGPoint(x: frame.maxX + 40, y: frame.midY), modifiers: modifiers)
}

@MainActor
private func highlights<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "ListSelectionHighlight" }.count
}

@MainActor
@Suite("List selection")
struct ListSelectionTests {
    @Test("tapping a row selects it (single selection) and draws one highlight")
    func single() {
        let host = OffscreenHost(rootView: SingleSelection(), size: CGSize(width: 300, height: 500))
        #expect(host.frame(ofText: "selected: none") != nil)
        #expect(highlights(host) == 0)
        tapRow(host, "Banana")
        #expect(host.frame(ofText: "selected: 1") != nil)
        #expect(highlights(host) == 1)
        tapRow(host, "Damson")
        #expect(host.frame(ofText: "selected: 3") != nil)
        #expect(highlights(host) == 1)
    }

    @Test("a selection change re-evaluates only the two rows whose highlight changes")
    func selectionCost() {
        let host = OffscreenHost(rootView: SingleSelection(), size: CGSize(width: 300, height: 500))
        tapRow(host, "Banana")
        let before = host.bodyEvaluations(of: ListRowView.self)
        tapRow(host, "Damson")
        #expect(host.bodyEvaluations(of: ListRowView.self) - before == 2)
    }

    @Test("a Set selection: plain taps replace, command taps toggle, shift taps extend from the anchor")
    func multiple() {
        let host = OffscreenHost(rootView: MultipleSelection(), size: CGSize(width: 300, height: 500))
        tapRow(host, "Banana")
        #expect(host.frame(ofText: "selected: 1") != nil)
        tapRow(host, "Damson", modifiers: .command)
        #expect(host.frame(ofText: "selected: 1,3") != nil)
        #expect(highlights(host) == 2)
        tapRow(host, "Banana", modifiers: .control)
        #expect(host.frame(ofText: "selected: 3") != nil)
        // The anchor is now Banana (the last toggled row): shift-tap Elder selects Banana…Elder.
        tapRow(host, "Elder", modifiers: .shift)
        #expect(host.frame(ofText: "selected: 1,2,3,4") != nil)
        #expect(highlights(host) == 4)
        // Shift-tap towards the top replaces the range, from the same anchor.
        tapRow(host, "Apple", modifiers: .shift)
        #expect(host.frame(ofText: "selected: 0,1") != nil)
        tapRow(host, "Cherry")
        #expect(host.frame(ofText: "selected: 2") != nil)
    }

    @Test("selection rules as pure values")
    func rules() {
        let order = [1, 2, 3, 4, 5]
        #expect(ListSelectionRules.select(3, in: [1], order: order, anchor: 1, modifiers: []) == ([3], 3))
        #expect(ListSelectionRules.select(3, in: [1], order: order, anchor: 1, modifiers: .command) == ([1, 3], 3))
        #expect(ListSelectionRules.select(4, in: [1], order: order, anchor: 2, modifiers: .shift) == ([2, 3, 4], 2))
        #expect(ListSelectionRules.select(4, in: [5], order: order, anchor: 2, modifiers: [.shift, .command]) == ([2, 3, 4, 5], 2))
        // No anchor: a shift tap selects the row alone.
        #expect(ListSelectionRules.select(4, in: [], order: order, anchor: nil, modifiers: .shift) == ([4], 4))
    }

    @Test("outline rows are selectable by their element id; the chevron still expands")
    func outlineSelection() {
        struct Node: Identifiable { let id: String; var children: [Node]? }
        struct Sidebar: View {
            @State var selection: String?
            let nodes = [Node(id: "Group", children: [Node(id: "Child", children: nil)])]
            var body: some View {
                VStack {
                    Text("selected: \(selection ?? "none")")
                    List(nodes, children: \.children, selection: $selection) { Text($0.id) }
                        .listStyle(.sidebar)
                }
            }
        }
        let host = OffscreenHost(rootView: Sidebar(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Group")
        #expect(host.frame(ofText: "selected: Group") != nil)
        #expect(host.frame(ofText: "Child") == nil)
        let group = host.frame(ofText: "Group")!
        host.tap(at: CGPoint(x: group.minX - 10, y: group.midY))
        #expect(host.frame(ofText: "Child") != nil)
        tapRow(host, "Child")
        #expect(host.frame(ofText: "selected: Child") != nil)
    }

    @Test("the five list styles render distinctly")
    func styles() {
        func items<S: ListStyle>(_ style: S) -> String {
            let host = OffscreenHost(rootView: List {
                Section("Header") { Text("Row 1"); Text("Row 2") }
            }.listStyle(style), size: CGSize(width: 300, height: 300))
            return host.displayList.allItems.compactMap { item -> String? in
                if case .group = item.content { return nil }
                return "\(item.content) @ \(item.bounds)"
            }.joined(separator: "\n")
        }
        let all = [items(.plain), items(.inset), items(.insetGrouped), items(.grouped), items(.sidebar)]
        #expect(Set(all).count == 5)
        #expect(items(SidebarListStyle()) == items(.sidebar))
        #expect(items(PlainListStyle()) == items(.plain))
    }
}
