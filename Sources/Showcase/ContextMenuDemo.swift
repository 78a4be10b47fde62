import Foundation
import Tessera

// `Showcase --context-menu`: a window whose card has a `.contextMenu` (issue 5). A secondary
// click opens the menu at the pointer; each item prints a "[context-menu] …" line (the Xvfb test
// reads them).

struct ContextMenuDemoApp: App {
    var body: some Scene {
        WindowGroup("Context Menu") {
            ContextMenuDemoView()
        }
        .defaultSize(width: 360, height: 240)
    }
}

struct ContextMenuDemoView: View {
    @State private var renames = 0

    var body: some View {
        VStack {
            Text("Renamed \(renames) times")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.blue.opacity(0.15))
        .contextMenu {
            Button("Rename") {
                renames += 1
                record("rename \(renames)")
            }
            Button("Delete", role: .destructive) {
                record("delete")
            }
        }
    }

    private func record(_ line: String) {
        FileHandle.standardOutput.write(Data("[context-menu] \(line)\n".utf8))
    }
}
