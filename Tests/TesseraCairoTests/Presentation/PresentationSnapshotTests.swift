import Testing
import Tessera
import TesseraTesting

private struct AlertShown: View {
    @State private var showing = true
    var body: some View {
        VStack(spacing: 12) {
            Text("Documents").font(.title)
            Button("Show alert") { showing = true }
            Text("Some content under the alert")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .alert("Delete file?", isPresented: $showing) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This can't be undone.")
        }
    }
}

private struct SheetShown: View {
    @State private var showing = true
    var body: some View {
        VStack(spacing: 12) {
            Text("Inbox").font(.title)
            Text("Content under the sheet")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showing) {
            VStack(spacing: 10) {
                Text("New message").bold()
                Text("A sheet's content in a card")
                Button("Done") {}
            }
            .frame(width: 220)
        }
    }
}

@Suite("Presentation snapshots") @MainActor
struct PresentationSnapshotTests {
    @Test("an alert: scrim over the content, centered card with title, message and buttons")
    func alert() {
        assertSnapshot(of: AlertShown(), size: CGSize(width: 320, height: 240), named: "alert")
    }

    @Test("a sheet: scrim over the content, content in a card")
    func sheet() {
        assertSnapshot(of: SheetShown(), size: CGSize(width: 320, height: 240), named: "sheet")
    }
}
