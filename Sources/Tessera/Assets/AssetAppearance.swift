import Foundation

/// The part of an asset-catalog entry (`Contents.json`'s `colors` or `images` items) that says
/// which variant of an asset it is: idiom, light or dark appearance, contrast.
///
/// Entries are picked for a color scheme by ``AssetAppearance/best(of:for:)``: high-contrast
/// entries are skipped, a `dark` entry wins in dark mode, a `light` entry in light mode, then an
/// entry with no luminosity ("Any"); among equals, a `universal` idiom before `mac` before others.
struct AssetAppearance: Equatable, Sendable {
    /// The luminosity the entry is for: `nil` for "Any".
    var luminosity: ColorScheme?
    /// Whether the entry is for the high-contrast setting.
    var isHighContrast = false
    /// `universal`, `iphone`, `ipad`, `mac`, …
    var idiom = "universal"

    init(luminosity: ColorScheme? = nil, isHighContrast: Bool = false, idiom: String = "universal") {
        self.luminosity = luminosity
        self.isHighContrast = isHighContrast
        self.idiom = idiom
    }

    /// The appearance of an entry parsed from JSON (`idiom`, `appearances`).
    init(entry: [String: Any]) {
        idiom = entry["idiom"] as? String ?? "universal"
        for case let appearance as [String: Any] in entry["appearances"] as? [Any] ?? [] {
            let value = appearance["value"] as? String
            switch appearance["appearance"] as? String {
            case "luminosity": luminosity = value == "dark" ? .dark : value == "light" ? .light : nil
            case "contrast": isHighContrast = value == "high"
            default: break
            }
        }
    }

    /// How well this appearance suits `colorScheme`: higher is better, `nil` unusable.
    func score(for colorScheme: ColorScheme) -> Int? {
        guard !isHighContrast else { return nil }
        let luminosityScore: Int
        switch luminosity {
        case colorScheme: luminosityScore = 2
        case nil: luminosityScore = 1
        default: return nil
        }
        let idiomScore = idiom == "universal" ? 2 : idiom == "mac" ? 1 : 0
        return luminosityScore * 10 + idiomScore
    }

    /// The entries (with their appearance) that suit `colorScheme` best; empty when none does.
    static func best<Entry>(of entries: [Entry], appearance: (Entry) -> AssetAppearance,
                            for colorScheme: ColorScheme) -> [Entry] {
        let scored = entries.compactMap { entry in appearance(entry).score(for: colorScheme).map { (entry, $0) } }
        guard let top = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == top }.map(\.0)
    }
}
