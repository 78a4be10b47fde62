import Testing
import Tessera
import TesseraTesting

/// A group box with a label and one without, over an empty-state view.
private struct EmptyStatePanel: View {
    var body: some View {
        VStack(spacing: 12) {
            GroupBox("Storage") {
                Text("42 GB of 64 GB used")
                ProgressView(value: 0.65)
            }
            GroupBox {
                Text("An unlabeled group")
            }
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("New mails you receive will appear here.")
            } actions: {
                Button("Refresh") {}.buttonStyle(.bordered)
            }
            ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling."))
        }
        .padding()
    }
}

@Suite("Group box and content-unavailable snapshots") @MainActor
struct GroupBoxSnapshotTests {
    @Test("group boxes and content-unavailable views", arguments: [ColorScheme.light, .dark])
    func panel(colorScheme: ColorScheme) {
        assertSnapshot(of: EmptyStatePanel(), size: CGSize(width: 360, height: 760), colorScheme: colorScheme,
                       named: "group-box-empty-state-\(colorScheme)")
    }
}
