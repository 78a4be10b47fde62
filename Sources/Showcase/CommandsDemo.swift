import Foundation
import Tessera

// `Showcase --commands`: a Tessera app with `.commands` (issue 5) — a Tools menu whose
// Duplicate item has Ctrl-D, a Reset item after File > New Window, and a Save button in the
// window with Ctrl-S. Each action prints a "[commands] …" line (the Xvfb test reads them).
// Each window also runs a `.task` and has a Close button (`dismissWindow()`); their lifecycle
// prints "[window] …" lines. Reset is disabled while there is nothing to reset (the menu bar
// follows state).

/// The counts the commands change.
@MainActor
final class CommandLog: ObservableObject {
    @Published var duplicates = 0
    @Published var saves = 0

    func record(_ line: String) {
        FileHandle.standardOutput.write(Data("[commands] \(line)\n".utf8))
    }

    /// A window's lifecycle event, as a "[window] …" line.
    func lifecycle(_ line: String) {
        FileHandle.standardOutput.write(Data("[window] \(line)\n".utf8))
    }
}

struct CommandsDemoApp: App {
    let log = CommandLog()

    var body: some Scene {
        WindowGroup("Commands") {
            CommandsDemoView(log: log)
        }
        .defaultSize(width: 360, height: 220)
        .commands {
            CommandMenu("Tools") {
                Button("Duplicate") {
                    log.duplicates += 1
                    log.record("duplicate \(log.duplicates)")
                }
                .keyboardShortcut("d")
            }
            CommandGroup(after: .newItem) {
                Button("Reset") {
                    log.duplicates = 0
                    log.record("reset")
                }
                .disabled(log.duplicates == 0)
            }
        }
    }
}

struct CommandsDemoView: View {
    @ObservedObject var log: CommandLog
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Text("Duplicates: \(log.duplicates)")
            Text("Saves: \(log.saves)")
            Button("Save") {
                log.saves += 1
                log.record("save \(log.saves)")
            }
            .keyboardShortcut("s")
            Button("Close") { dismissWindow() }
        }
        .padding()
        .task {
            log.lifecycle("task started")
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                log.lifecycle("task cancelled")
            }
        }
        .onDisappear { log.lifecycle("disappeared") }
    }
}
