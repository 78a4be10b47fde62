extension Color {
    private static func rgba255(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> (Double, Double, Double, Double) {
        (r / 255, g / 255, b / 255, a)
    }

    // Semantic colors the built-in views and controls draw with, each with a light and a dark
    // appearance (Apple's iOS values, UIKit's `UIColor.system…` names). SwiftUI's API exposes
    // them only through UIKit (`Color(uiColor: .systemGroupedBackground)`), so they are internal.

    /// A window's background (`systemBackground`): white, black in dark mode.
    static let systemBackground = Color(system: "systemBackground", light: rgba255(255, 255, 255),
                                        dark: rgba255(0, 0, 0))
    /// What a grouped list or form draws behind its sections (`systemGroupedBackground`).
    /// The background of content layered on the main background (a group box).
    static let secondarySystemBackground = Color(system: "secondarySystemBackground", light: rgba255(242, 242, 247),
                                                 dark: rgba255(28, 28, 30))
    static let systemGroupedBackground = Color(system: "systemGroupedBackground", light: rgba255(242, 242, 247),
                                               dark: rgba255(0, 0, 0))
    /// The rows of a grouped list or form, and cards raised above a background
    /// (`secondarySystemGroupedBackground`).
    static let secondarySystemGroupedBackground = Color(system: "secondarySystemGroupedBackground",
                                                        light: rgba255(255, 255, 255), dark: rgba255(28, 28, 30))
    /// A sidebar's background: light gray, near black in dark mode.
    static let sidebarBackground = Color(system: "sidebarBackground", light: rgba255(235, 235, 235),
                                         dark: rgba255(28, 28, 30))
    /// Thin lines between content: dividers, list row separators, card outlines (`separator`).
    static let separator = Color(system: "separator", light: rgba255(60, 60, 67, 0.29), dark: rgba255(84, 84, 88, 0.6))
    /// The fill of a thin, small shape such as a switch's track when off (`systemFill`).
    static let systemFill = Color(system: "systemFill", light: rgba255(120, 120, 128, 0.2),
                                  dark: rgba255(120, 120, 128, 0.36))
    /// The fill of a large shape such as a search field's rounded box (`tertiarySystemFill`).
    static let tertiarySystemFill = Color(system: "tertiarySystemFill", light: rgba255(118, 118, 128, 0.12),
                                          dark: rgba255(118, 118, 128, 0.24))
}
