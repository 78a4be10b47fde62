import Foundation
import Testing
@testable import Tessera

private struct Greeting: View {
    var body: some View { Text("Hello") }
}

private struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup("Main") { Greeting() }
            .defaultSize(width: 640, height: 480)
        Window("Inspector", id: "inspector") { Text("Details") }
    }
}

private struct InspectorScenes: Scene {
    var showsLog: Bool
    var body: some Scene {
        WindowGroup(id: "editor") { Greeting() }
        if showsLog {
            WindowGroup(Text("Log"), id: "log") { Text("log") }
                .defaultSize(CGSize(width: 300, height: 200))
        }
    }
}

@MainActor
@Suite("Scenes")
struct SceneTests {
    @Test("an app's windows are collected with their titles, identifiers and default sizes, in order")
    func collectsWindows() {
        let scenes = TwoWindowApp().body.sceneDescriptions
        #expect(scenes.map(\.title) == ["Main", "Inspector"])
        #expect(scenes.map(\.id) == [nil, "inspector"])
        #expect(scenes.map(\.kind) == [.windowGroup, .window])
        #expect(scenes[0].defaultSize == CGSize(width: 640, height: 480))
        #expect(scenes[1].defaultSize == nil)
    }

    @Test("a custom scene contributes its body's windows; an if without else contributes none when false")
    func customScenes() {
        #expect(InspectorScenes(showsLog: true).sceneDescriptions.map(\.id) == ["editor", "log"])
        #expect(InspectorScenes(showsLog: true).sceneDescriptions[1].title == "Log")
        #expect(InspectorScenes(showsLog: true).sceneDescriptions[1].defaultSize == CGSize(width: 300, height: 200))
        #expect(InspectorScenes(showsLog: false).sceneDescriptions.map(\.id) == ["editor"])
    }

    @Test("the innermost defaultSize wins")
    func innermostDefaultSize() {
        let scene = WindowGroup { Greeting() }.defaultSize(width: 100, height: 100).defaultSize(width: 500, height: 500)
        #expect(scene.sceneDescriptions.first?.defaultSize == CGSize(width: 100, height: 100))
    }

    @Test("each window gets fresh content that renders")
    func contentRenders() {
        let scene = TwoWindowApp().body.sceneDescriptions[0]
        let host = OffscreenHost(rootView: scene.makeContent())
        #expect(host.tree.allNodes.contains { $0.text == "Hello" })
    }

    @Test("file names come from the identifier, then the title, then the position")
    func fileNames() {
        let scenes = TwoWindowApp().body.sceneDescriptions
        #expect(scenes[0].fileName(index: 0) == "main")
        #expect(scenes[1].fileName(index: 1) == "inspector")
        let untitled = WindowGroup { Greeting() }.sceneDescriptions[0]
        #expect(untitled.fileName(index: 2) == "window-3")
    }

    @Test("scenePhase is active, and openWindow/dismissWindow only warn, outside a windowing backend")
    func environmentDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.scenePhase == .active)
        environment.openWindow(id: "inspector")
        environment.dismissWindow()
        #expect(ScenePhase.background < ScenePhase.inactive && ScenePhase.inactive < ScenePhase.active)
    }
}

@Suite("Backend selection")
struct AppBackendSelectionTests {
    @Test("with a display GTK comes first, then PNG")
    func display() {
        #expect(AppBackendLauncher.candidates(environment: ["DISPLAY": ":0"], linked: [.gtk, .png]) == [.gtk, .png])
        #expect(AppBackendLauncher.candidates(environment: ["WAYLAND_DISPLAY": "wayland-0"], linked: [.gtk, .png]) == [.gtk, .png])
    }

    @Test("without a display (or with an empty DISPLAY) only PNG")
    func noDisplay() {
        #expect(AppBackendLauncher.candidates(environment: [:], linked: [.gtk, .png]) == [.png])
        #expect(AppBackendLauncher.candidates(environment: ["DISPLAY": ""], linked: [.gtk, .png]) == [.png])
    }

    @Test("only linked backends are candidates")
    func linkedOnly() {
        #expect(AppBackendLauncher.candidates(environment: ["DISPLAY": ":0"], linked: [.png]) == [.png])
        #expect(AppBackendLauncher.candidates(environment: ["DISPLAY": ":0"], linked: []).isEmpty)
    }

    @Test("TESSERA_BACKEND forces a linked backend, and nothing when it isn't linked")
    func forced() {
        #expect(AppBackendLauncher.candidates(environment: ["DISPLAY": ":0", "TESSERA_BACKEND": "png"], linked: [.gtk, .png]) == [.png])
        #expect(AppBackendLauncher.candidates(environment: ["TESSERA_BACKEND": "gtk"], linked: [.png]).isEmpty)
    }

    @Test("a program that links no backend fails with status 1 and says what to link")
    @MainActor
    func noBackendLinked() {
        let context = AppLaunchContext(appName: "Empty", scenes: [])
        #expect(AppBackendLauncher.run(context, environment: ["DISPLAY": ":0"], linked: [:]) == 1)
        #expect(AppBackendLauncher.failureMessage(linked: [], environment: [:]).contains("SwiftUI product"))
        #expect(AppBackendLauncher.failureMessage(linked: [.png], environment: ["TESSERA_BACKEND": "gtk"]).contains("not a linked backend"))
    }
}
