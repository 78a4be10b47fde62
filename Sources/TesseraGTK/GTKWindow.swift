import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// One open window: a `GtkApplicationWindow` whose child is a hosting widget showing a scene's
/// content, with the window's scene phase and window actions in the content's environment, and
/// the top bar of the content's outermost navigation stack as the window's header bar
/// (``GTKHeaderBar``, fed by a ``WindowTopBarPresenter`` in the content's environment).
@MainActor
final class GTKWindow {
    let scene: SceneDescription
    let title: String
    let hosting: any GTKHostingWidget
    private let topBarPresenter: WindowTopBarPresenter
    private var headerBar: GTKHeaderBar?
    private var window: UnsafeMutablePointer<GtkWidget>?
    private weak var runner: GTKApplicationRunner?

    init(scene: SceneDescription, application: UnsafeMutablePointer<GtkApplication>, title: String,
         openWindow: OpenWindowAction, runner: GTKApplicationRunner) {
        self.scene = scene
        self.title = title
        self.runner = runner
        let reference = WindowReference()
        let topBarPresenter = WindowTopBarPresenter()
        self.topBarPresenter = topBarPresenter
        var environment = EnvironmentValues()
        environment.openWindow = openWindow
        environment.scenePhase = .active
        environment.windowTopBarPresenter = topBarPresenter
        environment.dismissWindow = DismissWindowAction(handler: .init { id in
            guard let window = reference.window else { return }
            window.runner?.dismiss(id: id, from: window)
        })
        let maker = HostingWidgetMaker(environment: environment)
        scene.visitContent(maker)
        hosting = maker.made!
        hosting.drawsBackground = true
        hosting.traceName = title
        reference.window = self
        let size = scene.defaultSize ?? .zero
        let context = Unmanaged.passRetained(self).toOpaque()
        window = tessera_window_new(application, title, Int32(size.width.rounded()), Int32(size.height.rounded()),
                                    hosting.widget,
                                    { context, active in
                                        nonisolated(unsafe) let context = context
                                        MainActor.assumeIsolated {
                                            Unmanaged<GTKWindow>.fromOpaque(context!).takeUnretainedValue().activeChanged(active != 0)
                                        }
                                    },
                                    { context in
                                        nonisolated(unsafe) let context = context
                                        MainActor.assumeIsolated {
                                            let unmanaged = Unmanaged<GTKWindow>.fromOpaque(context!)
                                            unmanaged.takeUnretainedValue().closed()
                                            unmanaged.release()
                                        }
                                    },
                                    context)
        if let window { headerBar = GTKHeaderBar(window: window, presenter: topBarPresenter, traceName: title) }
    }

    /// Shows the app's menu bar (its `.commands`, when it has a visible bar) above the content;
    /// it refreshes after each update of this window's content (the commands may read the state
    /// that changed).
    func attach(_ menuBar: GTKMenuBar) {
        if let window, menuBar.showsBar { tessera_window_show_menubar(window) }
        hosting.onContentUpdate = { [weak menuBar] in menuBar?.scheduleRefresh() }
    }

    func present() {
        if let window { tessera_window_present(window) }
    }

    func close() {
        if let window { tessera_window_close(window) }
    }

    private func activeChanged(_ active: Bool) {
        let phase: ScenePhase = active ? .active : .inactive
        guard hosting.environment.scenePhase != phase else { return }
        hosting.updateEnvironment { $0.scenePhase = phase }
        GTKTrace.log("window \"\(title)\" scene phase \(phase)")
    }

    /// The window was destroyed: its content goes away (`onDisappear`, tasks cancelled) and the
    /// runner forgets it (the app ends when no window is left).
    private func closed() {
        window = nil
        hosting.dismantle()
        headerBar?.dismantle()
        runner?.windowClosed(self)
    }
}

/// The window an action in its content refers to (set once the window exists).
@MainActor
private final class WindowReference: Sendable {
    nonisolated(unsafe) weak var window: GTKWindow?
}

/// Makes a hosting widget for a scene's content, keeping its static type.
@MainActor
private final class HostingWidgetMaker: SceneContentVisitor {
    let environment: EnvironmentValues
    var made: (any GTKHostingWidget)?

    init(environment: EnvironmentValues) { self.environment = environment }

    func visit<Content: View>(_ content: Content) {
        made = HostingWidget(rootView: content, environment: environment)
    }
}
