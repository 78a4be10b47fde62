/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration

    /// Creates a view that represents the body of a navigation split view.
    @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The properties of a navigation split view instance.
public struct NavigationSplitViewStyleConfiguration {}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns: they are drawn over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A navigation split style that resolves its appearance automatically based on the current
/// context (here: balanced).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room when
    /// showing the leading column or columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content when
    /// hiding or showing the leading columns.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewProminentDetail, style is ProminentDetailNavigationSplitViewStyle)
    }
}

extension EnvironmentValues {
    /// Whether split views below use the prominent-detail style (leading columns drawn over
    /// the detail) rather than the balanced one.
    @Entry var navigationSplitViewProminentDetail = false
}
