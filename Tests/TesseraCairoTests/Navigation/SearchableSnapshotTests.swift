import Testing
import Tessera
import TesseraTesting

private struct SearchableList: View {
    @State var query: String
    let fruits = ["Apple", "Banana", "Cherry", "Mango", "Orange"]
    var body: some View {
        List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            .listStyle(.plain)
            .searchable(text: $query, prompt: "Fruits")
    }
}

@Suite("Searchable snapshots") @MainActor
struct SearchableSnapshotTests {
    @Test("a searchable list: the field with its prompt over the rows", arguments: [ColorScheme.light, .dark])
    func empty(colorScheme: ColorScheme) {
        assertSnapshot(of: SearchableList(query: ""), size: CGSize(width: 320, height: 260), colorScheme: colorScheme,
                       named: "searchable-empty-\(colorScheme)")
    }

    @Test("a searchable list with text: clear button, Cancel, filtered rows", arguments: [ColorScheme.light, .dark])
    func withText(colorScheme: ColorScheme) {
        assertSnapshot(of: SearchableList(query: "an"), size: CGSize(width: 320, height: 260), colorScheme: colorScheme,
                       named: "searchable-text-\(colorScheme)")
    }
}
