/// A type that defines how the toolbar behaves when presenting search.
///
/// Differs from SwiftUI: Tessera's search field is not in a toolbar, so no toolbar content is
/// hidden while searching and the behavior changes nothing (see Divergences Q1).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let avoidsHidingContent: Bool
    /// The automatic behavior.
    public static let automatic = SearchPresentationToolbarBehavior(avoidsHidingContent: false)
    /// The avoid hiding content behavior.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(avoidsHidingContent: true)
}

extension View {
    /// Configures the search toolbar presentation behavior for any searchable modifiers within
    /// this view.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        environment(\.searchPresentationToolbarBehavior, behavior)
    }
}

extension EnvironmentValues {
    private enum SearchPresentationToolbarBehaviorKey: EnvironmentKey {
        static var defaultValue: SearchPresentationToolbarBehavior { .automatic }
    }

    /// The behavior set with `searchPresentationToolbarBehavior(_:)` (kept for a toolbar to read).
    var searchPresentationToolbarBehavior: SearchPresentationToolbarBehavior {
        get { self[SearchPresentationToolbarBehaviorKey.self] }
        set { self[SearchPresentationToolbarBehaviorKey.self] = newValue }
    }
}
