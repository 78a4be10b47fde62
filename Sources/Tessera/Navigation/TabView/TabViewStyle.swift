/// A specification for the appearance and interaction of a tab view.
///
/// Differs from SwiftUI: only the built-in styles exist (`.automatic`, `.sidebarAdaptable`
/// and `.tabBarOnly` draw iOS's bottom tab bar; `.page` pages horizontally).
@MainActor @preconcurrency
public protocol TabViewStyle {
    /// The built-in style this value stands for.
    var _kind: _TabViewStyleKind { get }
}

/// The built-in tab view styles.
public enum _TabViewStyleKind: Hashable, Sendable {
    /// A bottom tab bar under the selected tab.
    case tabBar
    /// One page at a time, paged horizontally, with page indicator dots.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default tab view style: a tab bar at the bottom, as on iOS.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// A tab bar style that adapts to each platform: on iOS (and in Tessera) a bottom tab bar.
///
/// Differs from SwiftUI: it never becomes a sidebar (iPadOS, macOS); tab sections are
/// flattened into the bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// A tab view style that displays a tab bar when possible, and never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .tabBar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar style that adapts to each platform.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar when possible.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
    /// Sets the style for the tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind)
    }
}

extension EnvironmentValues {
    private enum TabViewStyleKindKey: EnvironmentKey {
        static var defaultValue: _TabViewStyleKind { .tabBar }
    }

    /// The style of the tab views in this environment.
    var tabViewStyleKind: _TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}
