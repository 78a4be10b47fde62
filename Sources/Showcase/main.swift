import Tessera
import TesseraCairo
import TesseraExamples

// The showcase: seed 004's counter (a talk about @State, @ObservedObject and @Binding) and the
// karaoke board. With a display (WAYLAND_DISPLAY or DISPLAY) it is a GTK app (ShowcaseApp:
// one window each; the buttons work). Without one — CI — it mounts the counter in an offscreen
// host, drives it by its buttons, prints its resolved tree and renders both to PNG files in out/.
// The views themselves are in TesseraExamples (shared with the tests).

@MainActor
func run() {
    let counter = Counter()
    let host = OffscreenHost(rootView: CounterView(counter: counter))
    print("Seed 004 — CounterView with @ObservedObject, count = \(counter.count):")
    print(host.tree)
    for _ in 0..<12 { host.tapButton("Increment") }
    print("\nAfter tapping Increment 12 times, count = \(counter.count):")
    print(host.tree)
    print("\nBody evaluations: CounterView \(host.bodyEvaluations(of: CounterView.self)), NumberDisplay \(host.bodyEvaluations(of: NumberDisplay.self))")

    let stateHost = OffscreenHost(rootView: StateCounterView())
    stateHost.tapButton("+")
    stateHost.tapButton("+")
    print("\nSeed 004 — CounterView with @State after two taps on the stepper's +:")
    print(stateHost.tree)

    // Render the counter (after the 12 taps) to PNG.
    let output = URL(fileURLWithPath: "out", isDirectory: true)
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let renderer = ImageRenderer(content: CounterView(counter: counter).padding())
    renderer.scale = 2
    renderer.isOpaque = true
    let file = output.appendingPathComponent("seed004-counter.png")
    write(renderer, to: file)

    // Seeds 000/003: the karaoke display board, a custom container with sections and
    // container values.
    let board = ImageRenderer(content: KaraokeBoard())
    board.scale = 1
    board.isOpaque = true
    write(board, to: output.appendingPathComponent("karaoke-board.png"))

    // Seed 001: ShapeEdit's sidebar (List with children), canvas outlines and inspector (Form).
    let shapeEdit = ImageRenderer(content: ShapeEditWindow())
    shapeEdit.proposedSize = ProposedViewSize(width: 900, height: 520)
    shapeEdit.isOpaque = true
    write(shapeEdit, to: output.appendingPathComponent("shapeedit.png"))

    // The notes window: a text field bound to a model.
    let notes = ImageRenderer(content: TracedNotesView())
    notes.proposedSize = ProposedViewSize(width: 420, height: 160)
    notes.isOpaque = true
    write(notes, to: output.appendingPathComponent("notes.png"))

    // Issue 5: the settings-style form.
    let settings = ImageRenderer(content: SettingsForm())
    settings.proposedSize = ProposedViewSize(width: 440, height: 760)
    settings.isOpaque = true
    write(settings, to: output.appendingPathComponent("settings-form.png"))

    // Issue 10: seed 002's heart-rate chart and a gallery of charts.
    renderCharts(to: output)
}

@MainActor
func write<Content: View>(_ renderer: ImageRenderer<Content>, to file: URL) {
    do {
        try renderer.writePNG(to: file)
        print("\nRendered \(file.path) (\(Int(renderer.renderedSize.width))×\(Int(renderer.renderedSize.height)) pt at \(Int(renderer.scale))x)")
    } catch {
        print("\nCould not write \(file.path): \(error)")
    }
}

if let status = MainActor.assumeIsolated({ runHealthDemoIfRequested() }) { exit(status) }
if CommandLine.arguments.contains("--commands") { MainActor.assumeIsolated { CommandsDemoApp.main() }; exit(0) }
if CommandLine.arguments.contains("--navigation") { MainActor.assumeIsolated { NavigationDemoApp.main() }; exit(0) }
if CommandLine.arguments.contains("--context-menu") { MainActor.assumeIsolated { ContextMenuDemoApp.main() }; exit(0) }
let environment = ProcessInfo.processInfo.environment
if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty || !(environment["DISPLAY"] ?? "").isEmpty {
    MainActor.assumeIsolated { ShowcaseApp.main() }
} else {
    print("No display (neither WAYLAND_DISPLAY nor DISPLAY is set): rendering the showcase to PNG files in out/ instead of opening windows.\n")
    MainActor.assumeIsolated { run() }
}
