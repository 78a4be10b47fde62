import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// Runs an app's scenes as GTK windows: a `GtkApplication` with one window per scene at
/// launch, more through `openWindow`, light/dark from GTK's settings, and the main dispatch
/// queue drained by GLib's main loop (so main-actor tasks run).
@MainActor
final class GTKApplicationRunner {
    let context: AppLaunchContext
    private var application: UnsafeMutablePointer<GtkApplication>!
    private(set) var windows: [GTKWindow] = []
    private lazy var openWindow = OpenWindowAction(handler: .init { [weak self] id in self?.open(id: id) })
    /// The menu bar of the scenes' `.commands` (none when no scene has commands).
    private(set) var menuBar: GTKMenuBar?

    init(context: AppLaunchContext) {
        self.context = context
    }

    /// Runs until the last window closes; returns the exit status.
    func run() -> Int32 {
        tessera_attach_main_dispatch_queue()
        let unmanaged = Unmanaged.passRetained(self)
        defer { unmanaged.release() }
        application = tessera_application_new({ context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated {
                Unmanaged<GTKApplicationRunner>.fromOpaque(context!).takeUnretainedValue().activate()
            }
        }, unmanaged.toOpaque())
        tessera_settings_watch({ context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated {
                Unmanaged<GTKApplicationRunner>.fromOpaque(context!).takeUnretainedValue().colorSchemeChanged()
            }
        }, unmanaged.toOpaque())
        return tessera_application_run(application)
    }

    private func activate() {
        if context.scenes.isEmpty {
            FileHandle.standardError.write(Data("[Tessera] \(context.appName) declares no scenes: nothing to show.\n".utf8))
        }
        installMenuBar()
        for scene in context.scenes { openWindow(for: scene) }
    }

    /// The menu bar for the scenes' commands, with File > New Window (Ctrl-N, a new window of
    /// the first window group), File > Close Window (Ctrl-W, the active window, like macOS's
    /// File > Close) and File > Quit (Ctrl-Q, closes every window) as defaults. An app without
    /// `.commands` shows no menu bar but keeps these three shortcuts, as every macOS app has them.
    private func installMenuBar() {
        let contributions = context.scenes.flatMap(\.commands)
        var defaults: [CommandGroupPlacement: [MenuBarModel.Item]] = [:]
        if let group = context.scenes.first(where: { $0.kind == .windowGroup }) {
            defaults[.newItem] = [MenuBarModel.Item(title: "New Window", shortcut: KeyboardShortcut("n")) { [weak self] in
                self?.openWindow(for: group)
            }]
        }
        defaults[.saveItem] = [MenuBarModel.Item(title: "Close Window", shortcut: KeyboardShortcut("w")) { [weak self] in
            if let application = self?.application { tessera_application_close_active_window(application) }
        }]
        defaults[.appTermination] = [MenuBarModel.Item(title: "Quit", shortcut: KeyboardShortcut("q")) { [weak self] in
            for window in self?.windows ?? [] { window.close() }
        }]
        menuBar = GTKMenuBar(model: MenuBarModel(contributions: contributions, defaults: defaults), application: application,
                             showsBar: !contributions.isEmpty)
    }

    @discardableResult
    private func openWindow(for scene: SceneDescription) -> GTKWindow {
        let window = GTKWindow(scene: scene, application: application, title: scene.title ?? context.appName,
                               openWindow: openWindow, runner: self)
        windows.append(window)
        if let menuBar { window.attach(menuBar) }
        window.present()
        GTKTrace.log("window \"\(window.title)\" opened")
        return window
    }

    /// `openWindow(id:)`: a new window of a window group; the single window of a `Window`.
    private func open(id: String) {
        guard let scene = context.scenes.first(where: { $0.id == id }) else {
            FileHandle.standardError.write(Data("[Tessera] openWindow(id: \"\(id)\"): no scene has this identifier.\n".utf8))
            return
        }
        if scene.kind == .window, let existing = windows.first(where: { $0.scene.id == id }) {
            existing.present()
        } else {
            openWindow(for: scene)
        }
    }

    /// `dismissWindow()`: the calling window; `dismissWindow(id:)`: every window of that scene.
    /// The windows close on the next turn of the main loop, not inside the action that asked
    /// (a button's action runs inside the window's event handling, which must finish first).
    func dismiss(id: String?, from window: GTKWindow?) {
        let closing = id.map { id in windows.filter { $0.scene.id == id } } ?? (window.map { [$0] } ?? [])
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                for window in closing { window.close() }
            }
        }
    }

    func windowClosed(_ window: GTKWindow) {
        windows.removeAll { $0 === window }
        GTKTrace.log("window \"\(window.title)\" closed (\(windows.count) open)")
    }

    private func colorSchemeChanged() {
        let scheme: ColorScheme = tessera_settings_prefers_dark() != 0 ? .dark : .light
        for window in windows { window.hosting.updateEnvironment { $0.colorScheme = scheme } }
    }
}
