import Foundation
import Tessera

// Views the GTK hosting checks show (the showcase's `--gtk-check` scenarios) and the tests
// measure independently: content that changes, grows, or is replaced.

/// Seed 002's BPM view, or a replacement (the manual `rootView` update example).
public struct ReplaceableContent: View {
    public var replaced: Bool

    public init(replaced: Bool) { self.replaced = replaced }

    public var body: some View {
        if replaced {
            Text("Replaced content").font(.title)
        } else {
            HeartRateBPMView()
        }
    }
}

/// A note whose number of lines changes (a popover's content that grows).
public final class GrowingNote: ObservableObject {
    @Published public var lines: Int

    public init(lines: Int) { self.lines = lines }
}

/// The lines of a ``GrowingNote``, padded.
public struct GrowingNoteView: View {
    @ObservedObject public var note: GrowingNote

    public init(note: GrowingNote) { self.note = note }

    public var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<note.lines, id: \.self) { line in
                Text("Line \(line + 1) of the note")
            }
        }
        .padding()
    }
}
