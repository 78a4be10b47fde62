/// A structure that defines the placement of a toolbar item.
///
/// In a navigation bar drawn by Tessera, leading placements go left of the title
/// (``navigation``, ``cancellationAction``, ``topBarLeading``), ``principal`` replaces the
/// inline title, ``bottomBar`` and ``status`` go in a bar under the content, and every other
/// placement goes right of the title, in declaration order.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, principal, trailing, bottom, bottomCenter, keyboard

        /// Whether items of this slot go in the bar at the top.
        var isTop: Bool { self == .leading || self == .principal || self == .trailing }
    }
    let name: String
    let slot: Slot

    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The item is placed in the principal item section (the center of the bar).
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottomCenter)
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// The item is placed in the keyboard section (Tessera: under the content, like a bottom
    /// bar).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .keyboard)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    /// Places the item in the leading edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// Places the item in the trailing edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// Places the item in an ornament under the window (visionOS; Tessera: the bottom bar).
    public static let bottomOrnament = ToolbarItemPlacement(name: "bottomOrnament", slot: .bottom)

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The placement of a bar (for `.toolbar(_:for:)`, `.toolbarBackground(_:for:)`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The primary toolbar (Tessera: the navigation bar).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The window toolbar (Tessera: the navigation bar).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
    /// The bottom ornament (Tessera: the bottom bar).
    public static let bottomOrnament = ToolbarPlacement(name: "bottomOrnament")

    /// Whether this names the bar at the top.
    var isTopBar: Bool { self == .automatic || self == .navigationBar || self == .windowToolbar }
    /// Whether this names the bar at the bottom.
    var isBottomBar: Bool { self == .bottomBar || self == .bottomOrnament }
}

/// The purpose of content that populates the toolbar.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The default role.
    public static let automatic = ToolbarRole(name: "automatic")
    /// The role for content that should be rendered as navigation (the title leading).
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// The role for content that represents a browser.
    public static let browser = ToolbarRole(name: "browser")
    /// The role for content that represents an editor (the title leading, no back title).
    public static let editor = ToolbarRole(name: "editor")
}

/// A type that defines the behavior of title of a toolbar.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The title shows as the bar's context decides.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// The title inline in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title at the leading edge of the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (a root's is large).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title under the bar.
        case large
    }
}
