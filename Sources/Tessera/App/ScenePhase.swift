/// An indication of a scene's operational state.
///
/// Read it with `@Environment(\.scenePhase)`. In a window it is ``active`` while the window has
/// the keyboard focus, ``inactive`` while another window has it, and ``background`` while the
/// window is hidden or minimized.
///
/// Differs from SwiftUI: the app-level value (read in an `App`) isn't aggregated across scenes;
/// views read their own window's phase. Offscreen and in PNG output the phase is ``active``.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase = .active
}

extension EnvironmentValues {
    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
