import Testing
@_spi(Testing) import Tessera

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
}

private struct StaticTagged: View {
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("selected: \(selection.map(String.init) ?? "none")")
            List(selection: $selection) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Untagged")
                Text("Wrong type").tag("three")
            }
        }
    }
}

private struct ForEachTagged: View {
    @State var selection: Flavor?
    var body: some View {
        VStack {
            Text("selected: \(selection?.rawValue ?? "none")")
            List(selection: $selection) {
                // Identified by String ids, tagged with the enum: the tag wins.
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
        }
    }
}

private struct ForEachImplicit: View {
    @State var selection: Set<String> = []
    var body: some View {
        VStack {
            Text("selected: \(selection.sorted().joined(separator: ","))")
            List(selection: $selection) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
    }
}

@MainActor
private func tapRow<V: View>(_ host: OffscreenHost<V>, _ name: String) {
    let frame = host.frame(ofText: name)!
    host.tap(at: CGPoint(x: frame.maxX + 40, y: frame.midY), modifiers: [])
}

@MainActor
private func highlights<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "ListSelectionHighlight" }.count
}

@MainActor
@Suite("List tag selection")
struct ListTagSelectionTests {
    @Test("static rows select by their tag; untagged rows and tags of another type are not selectable")
    func staticRows() {
        let host = OffscreenHost(rootView: StaticTagged(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Two")
        #expect(host.frame(ofText: "selected: 2") != nil)
        #expect(highlights(host) == 1)
        tapRow(host, "Untagged")
        #expect(host.frame(ofText: "selected: 2") != nil)
        tapRow(host, "Wrong type")
        #expect(host.frame(ofText: "selected: 2") != nil)
        tapRow(host, "One")
        #expect(host.frame(ofText: "selected: 1") != nil)
        #expect(highlights(host) == 1)
    }

    @Test("an explicit tag on ForEach rows replaces the implicit id tag")
    func forEachTag() {
        let host = OffscreenHost(rootView: ForEachTagged(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Chocolate")
        #expect(host.frame(ofText: "selected: chocolate") != nil)
        #expect(highlights(host) == 1)
    }

    @Test("ForEach rows are tagged with their ids implicitly")
    func implicitTag() {
        let host = OffscreenHost(rootView: ForEachImplicit(), size: CGSize(width: 300, height: 400))
        tapRow(host, "Strawberry")
        #expect(host.frame(ofText: "selected: strawberry") != nil)
    }

    @Test("keyboard navigation moves through tagged rows only")
    func keyboardOverTags() {
        let host = OffscreenHost(rootView: StaticTagged(), size: CGSize(width: 300, height: 400))
        #expect(host.moveFocus())
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: 1") != nil)
        host.press(key: .downArrow)
        #expect(host.frame(ofText: "selected: 2") != nil)
    }
}
