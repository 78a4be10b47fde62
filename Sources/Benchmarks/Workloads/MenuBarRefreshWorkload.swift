import Foundation
@_spi(Testing) import Tessera

/// Issue 5: what one refresh of an app's menu bar costs — the GTK runtime refreshes it after a
/// command runs and after any window's content updated (Divergence F12): the commands' content
/// (a Tools menu of 12 buttons with shortcuts, two of them disabled by state, and a group after
/// File ▸ New) is evaluated again and its items read.
struct MenuBarRefreshWorkload: Workload {
    let name = "menubar-refresh"
    let summary = "issue 5: MenuBarModel.refresh() for a 12-item menu and a group, state flipping an item's enabled state"

    /// State the commands read.
    @MainActor
    final class Document {
        var selectionCount = 0
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let document = Document()
        let scene = WindowGroup { Text("Document") }
            .commands {
                CommandMenu("Tools") {
                    ForEach(0..<10, id: \.self) { index in
                        Button("Tool \(index)") { document.selectionCount += 1 }
                            .keyboardShortcut(KeyEquivalent(Character(String(index))))
                    }
                    Divider()
                    Button("Delete Selection") { document.selectionCount = 0 }
                        .disabled(document.selectionCount == 0)
                    Button("Duplicate Selection") {}
                        .disabled(document.selectionCount == 0)
                }
                CommandGroup(after: .newItem) {
                    Button("New From Clipboard") {}
                }
            }
        let model = MenuBarModel(contributions: scene.sceneDescriptions[0].commands)
        report.figure("issue 5: menu bar refresh (13 items), an item's enabled state flips") {
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                document.selectionCount = iteration % 2
                return Stopwatch.milliseconds { model.refresh() }
            }
            return (samples, nil)
        }
        report.finding("issue 5 menu bar: \(model.allItems.count) items after refresh, \(model.allItems.filter(\.isEnabled).count) enabled")
    }
}
