import Foundation

extension Color {
    /// Creates a color from a color set that you indicate by name.
    ///
    /// The color set is looked up in the asset catalogs of `bundle` (the main bundle when `nil`;
    /// see ``AssetCatalogs``); its light and dark appearances are kept and the one of the color
    /// scheme the color is drawn in is used. A name no catalog has logs
    /// "No color named '…' found in asset catalog" once and draws clear.
    ///
    /// Differs from SwiftUI: the catalog is read when the color is created, not when it is drawn.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let set = AssetCatalogs.shared.catalog(for: bundle).colors[name] {
            self.init(storage: .system(SystemColor(name: name, light: set.light, dark: set.dark)))
        } else {
            let location = AssetCatalogs.location(of: bundle)
            RuntimeWarnings.report("No color named '\(name)' found in asset catalog for \(location)",
                                   site: "color:\(location)/\(name)")
            self = .clear
        }
    }

    /// Initialize a `Color` with a color resource.
    public init(_ resource: ColorResource) {
        self.init(resource.reference.name, bundle: resource.reference.bundle)
    }

    /// The app's accent color: the `AccentColor` color set of the main bundle's catalogs when
    /// there is one, else the system blue.
    static func catalogAccentColor(in bundle: Bundle?, default fallback: Color) -> Color {
        guard let set = AssetCatalogs.shared.catalog(for: bundle).colors["AccentColor"] else { return fallback }
        return Color(storage: .system(SystemColor(name: "accentColor", light: set.light, dark: set.dark)))
    }
}
