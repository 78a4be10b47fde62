import Foundation
import Tessera
import TesseraExamples

/// The showcase as a desktop app: seed 004's counter and the karaoke board, each in a window.
/// With `TESSERA_TRACE=1` it prints each change of the count (tests under Xvfb read it).
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup("Counter", id: "counter") {
            TracedCounterView()
                .padding()
        }
        .defaultSize(width: 420, height: 240)

        WindowGroup("Karaoke", id: "karaoke") {
            KaraokeBoard()
        }

        WindowGroup("ShapeEdit", id: "shapeedit") {
            ShapeEditWindow()
        }
        .defaultSize(width: 900, height: 520)

        WindowGroup("Notes", id: "notes") {
            TracedNotesView()
        }
        .defaultSize(width: 420, height: 160)

        WindowGroup("Settings", id: "settings") {
            SettingsForm()
        }
        .defaultSize(width: 440, height: 760)
    }
}

/// Seed 004's counter with its model owned by the window.
struct TracedCounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        CounterView(counter: counter)
            .onChange(of: counter.count) { _, count in
                if ProcessInfo.processInfo.environment["TESSERA_TRACE"] == "1" {
                    FileHandle.standardOutput.write(Data("[showcase] count = \(count)\n".utf8))
                }
            }
    }
}
