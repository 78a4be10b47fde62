/// A specification for the appearance and interaction of a navigation view (deprecated).
public protocol NavigationViewStyle {}

/// The default navigation view style: a stack for one child view, columns for several.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at
/// a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail
/// view.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view
    /// at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view.
    @available(swift, deprecated: 100000, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyleIsStack, style is StackNavigationViewStyle)
    }
}

extension EnvironmentValues {
    /// Whether navigation views below show a single stack (`.navigationViewStyle(.stack)`).
    @Entry var navigationViewStyleIsStack = false
}
