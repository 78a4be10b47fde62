import Foundation
import Tessera

// `Showcase --navigation`: a window whose content is a NavigationStack (issue 24). In a GTK
// window its top bar is the window's GtkHeaderBar: the title and subtitle, a menu icon button
// at the start and an "Add" button at the end (toolbar items, hosted), and after "Open
// Details" a back button; Ctrl-R (Reset) works after a click on a header-bar item, since the
// items leave the keyboard focus in the content. Each action prints a
// "[navigation] …" line (the Xvfb test reads them).

struct NavigationDemoApp: App {
    var body: some Scene {
        WindowGroup("Navigation") {
            NavigationDemoView()
        }
        .defaultSize(width: 480, height: 300)
    }
}

struct NavigationDemoView: View {
    @State private var added = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Books added: \(added)")
                Button("Reset") {
                    added = 0
                    record("reset")
                }
                .keyboardShortcut("r", modifiers: .control)
                NavigationLink("Open Details") {
                    VStack(spacing: 8) {
                        Text("Dune, by Frank Herbert")
                        Text("A desert planet, a spice, a prophecy.").foregroundStyle(.secondary)
                    }
                    .navigationTitle("Details")
                    .onAppear { record("details appeared") }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("Library")
            .navigationSubtitle("\(added) added")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button {
                        record("menu")
                    } label: {
                        Label("Menu", systemImage: "line.3.horizontal")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        added += 1
                        record("added \(added)")
                    }
                }
            }
        }
    }

    private func record(_ line: String) {
        FileHandle.standardOutput.write(Data("[navigation] \(line)\n".utf8))
    }
}
