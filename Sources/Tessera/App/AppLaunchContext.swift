/// What a backend needs to run an app: its name and its resolved scenes.
///
/// Passed to a backend's C entry point as an opaque pointer
/// (`Unmanaged.passUnretained(context).toOpaque()`); the backend reads it back with
/// ``AppLaunchContext/fromOpaque(_:)``. The launcher keeps it alive for the whole run.
package final class AppLaunchContext {
    /// The app type's name (window class, logs).
    package let appName: String
    /// The app's windows, in declaration order.
    package let scenes: [SceneDescription]

    package init(appName: String, scenes: [SceneDescription]) {
        self.appName = appName
        self.scenes = scenes
    }

    /// The context behind a pointer made by the launcher.
    package static func fromOpaque(_ pointer: UnsafeMutableRawPointer) -> AppLaunchContext {
        Unmanaged<AppLaunchContext>.fromOpaque(pointer).takeUnretainedValue()
    }
}
