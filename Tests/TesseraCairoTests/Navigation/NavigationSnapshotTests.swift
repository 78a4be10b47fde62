import Testing
import Tessera
import TesseraTesting

private struct Landmark: Hashable, Identifiable {
    let id: Int
    let name: String
    let state: String
}

private let landmarks = [
    Landmark(id: 1, name: "Turtle Rock", state: "California"),
    Landmark(id: 2, name: "Silver Salmon Creek", state: "Alaska"),
    Landmark(id: 3, name: "Chilkoot Trail", state: "Alaska"),
    Landmark(id: 4, name: "St. Mary Lake", state: "Montana"),
]

private struct LandmarkList: View {
    var body: some View {
        NavigationStack {
            List(landmarks) { landmark in
                NavigationLink(value: landmark) {
                    Label(landmark.name, systemImage: "mountain.2")
                }
            }
            .navigationTitle("Landmarks")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {}
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
            }
            .navigationDestination(for: Landmark.self) { landmark in
                VStack(alignment: .leading, spacing: 8) {
                    Text(landmark.name).font(.title)
                    Text(landmark.state).foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .navigationTitle(landmark.name)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Share", systemImage: "square.and.arrow.up") {} }
                    ToolbarItem(placement: .status) { Text("Visited") }
                }
            }
        }
    }
}

@MainActor
@Suite("Navigation snapshots")
struct NavigationSnapshotTests {
    static let size = CGSize(width: 390, height: 420)

    @Test("a list of links under a large title, with toolbar items", arguments: [ColorScheme.light, .dark])
    func listRoot(colorScheme: ColorScheme) {
        let host = snapshotHost(LandmarkList(), size: Self.size, colorScheme: colorScheme)
        assertSnapshot(of: host, colorScheme: colorScheme, named: "navigation-list-\(colorScheme)")
    }

    @Test("a pushed screen: inline title, back button, bottom bar", arguments: [ColorScheme.light, .dark])
    func pushedDetail(colorScheme: ColorScheme) {
        let host = snapshotHost(LandmarkList(), size: Self.size, colorScheme: colorScheme)
        #expect(host.tapButton("Turtle Rock"))
        assertSnapshot(of: host, colorScheme: colorScheme, named: "navigation-detail-\(colorScheme)")
    }
}
