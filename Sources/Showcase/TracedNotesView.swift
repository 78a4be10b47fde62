import Foundation
import Tessera

/// A note model edited through a text field (two-way binding to an `ObservableObject`).
final class Note: ObservableObject {
    @Published var title = ""
}

/// A text field bound to a model, with the text repeated below it. With `TESSERA_TRACE=1` it
/// prints each change of the title and each submit (tests under Xvfb read them).
struct TracedNotesView: View {
    @StateObject private var note = Note()
    @FocusState private var titleFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $note.title)
                .focused($titleFocused)
                .onSubmit { trace("submitted \(note.title)") }
            Text(note.title.isEmpty ? "(empty)" : note.title)
                .font(.title)
        }
        .padding()
        .onChange(of: note.title) { _, title in trace("title = \(title)") }
        .onChange(of: titleFocused) { _, focused in trace("title focused = \(focused)") }
    }

    private func trace(_ line: String) {
        if ProcessInfo.processInfo.environment["TESSERA_TRACE"] == "1" {
            FileHandle.standardOutput.write(Data("[showcase] \(line)\n".utf8))
        }
    }
}
