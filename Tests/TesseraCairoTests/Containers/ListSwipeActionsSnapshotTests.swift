import Testing
@_spi(Testing) import Tessera
import TesseraTesting

private struct Mailbox: View {
    var body: some View {
        List {
            ForEach(["Lunch on Friday?", "Quarterly report", "Photos from the trip"], id: \.self) { subject in
                Text(subject)
                    .swipeActions {
                        Button("Delete", role: .destructive) {}
                        Button("Flag") {}.tint(.orange)
                        Button("More") {}
                    }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite("List swipe actions rendering")
struct ListSwipeActionsSnapshotTests {
    @Test("a row dragged open shows its buttons: destructive red, tinted orange, plain gray, white labels")
    func revealedRow() {
        let host = snapshotHost(Mailbox(), size: CGSize(width: 480, height: 160))
        let row = host.frame(ofText: "Quarterly report")!
        host.drag(from: CGPoint(x: 440, y: row.midY), to: CGPoint(x: 260, y: row.midY), steps: 6)
        #expect(host.frame(ofText: "Quarterly report")!.minX < row.minX)
        assertSnapshot(of: host, named: "swipe-actions-revealed")
    }
}
