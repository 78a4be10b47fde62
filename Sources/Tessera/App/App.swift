import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Declare the app's scenes in `body` and mark the type `@main`:
///
/// ```swift
/// @main
/// struct MyApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `main()` runs the app with the backend the executable links (see ``AppBackendLauncher``):
/// with the `SwiftUI` product (or `TesseraGTK`) and a display, one GTK window per scene;
/// without a display (or with only `TesseraCairo`), each scene rendered to a PNG file. A
/// program that links no backend exits with status 1 and says what to link.
///
/// Differs from SwiftUI: `@State` and other dynamic properties in the `App` type itself aren't
/// installed (keep app-wide models in a view, or in a global).
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app.
    ///
    /// `@main` calls it; so can top-level code (`MyApp.main()` in a `main.swift`), in Swift 6 or
    /// Swift 5 language mode. Returns when the app ends (its last window closed, or its scenes
    /// rendered); exits the process with the backend's status when that status isn't zero.
    @MainActor @preconcurrency
    public static func main() {
        let app = Self()
        let context = AppLaunchContext(appName: String(describing: Self.self), scenes: app.body.sceneDescriptions)
        let status = AppBackendLauncher.run(context, environment: ProcessInfo.processInfo.environment)
        if status != 0 { exit(status) }
    }
}
