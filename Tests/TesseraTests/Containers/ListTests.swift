import Testing
@_spi(Testing) import Tessera

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private let fruits = ["Apple", "Banana", "Cherry"].enumerated().map { Fruit(id: $0.offset, name: $0.element) }

@MainActor
private func dividers<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "Divider" }.count
}

@MainActor
@Suite("List on the container machinery")
struct ListTests {
    @Test("static rows and ForEach rows are rows of at least 44 points, one under the other")
    func rows() {
        let host = OffscreenHost(rootView: List {
            Text("Static")
            ForEach(fruits) { Text($0.name) }
        }.listStyle(.plain), size: CGSize(width: 300, height: 400))
        let frames = ["Static", "Apple", "Banana", "Cherry"].compactMap { host.frame(ofText: $0) }
        #expect(frames.count == 4)
        for (upper, lower) in zip(frames, frames.dropFirst()) {
            #expect(lower.minY - upper.minY >= 44)
        }
        // Plain rows: the default leading inset is 16.
        #expect(frames.allSatisfy { $0.minX == 16 })
        #expect(dividers(host) == 4)
    }

    @Test("List(data) and sections with headers and footers")
    func sections() {
        let host = OffscreenHost(rootView: List {
            Section {
                ForEach(fruits) { Text($0.name) }
            } header: {
                Text("Fruits")
            } footer: {
                Text("Fresh daily")
            }
            Section("More") { Text("Kiwi") }
        }, size: CGSize(width: 300, height: 600))
        let header = host.frame(ofText: "Fruits")!
        let apple = host.frame(ofText: "Apple")!
        let footer = host.frame(ofText: "Fresh daily")!
        let more = host.frame(ofText: "More")!
        #expect(header.maxY < apple.minY)
        #expect(apple.maxY < footer.minY)
        #expect(footer.maxY < more.minY)
        let data = OffscreenHost(rootView: List(fruits) { Text($0.name) }, size: CGSize(width: 300, height: 400))
        #expect(data.frame(ofText: "Cherry") != nil)
    }

    @Test("row modifiers are container values: separators hide, insets move the content")
    func rowModifiers() {
        let host = OffscreenHost(rootView: List {
            Text("a").listRowSeparator(.hidden)
            Text("b").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("c")
        }.listStyle(.plain), size: CGSize(width: 300, height: 400))
        #expect(dividers(host) == 2)
        #expect(host.frame(ofText: "b")?.minX == 40)
        #expect(host.frame(ofText: "c")?.minX == 16)
    }
}
