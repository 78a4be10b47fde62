/// The placement of a search field in a view hierarchy.
///
/// Differs from SwiftUI: every placement draws the field at the top of the searchable view
/// (there is no navigation bar, toolbar or sidebar to move it into yet); `.navigationBarDrawer`'s
/// `.automatic` display mode never hides the field on scroll (see Divergences Q1).
public struct SearchFieldPlacement: Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, toolbar, sidebar
        case navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    let kind: Kind

    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// The search field appears in the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// The search field appears in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// The search field appears in the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// The search field appears in the navigation bar using the specified display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let hidesOnScroll: Bool
        /// Always display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(hidesOnScroll: false)
        /// Enable hiding the search field in response to scrolling.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesOnScroll: true)
    }
}
