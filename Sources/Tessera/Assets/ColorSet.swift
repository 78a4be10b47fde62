import Foundation

/// A color set of an asset catalog (`Name.colorset/Contents.json`): a color with a light and a
/// dark appearance, converted to sRGB when parsed.
///
/// Components may be written as Xcode writes them — floating point (`"0.500"`), 8-bit integers
/// (`"128"`) or 8-bit hexadecimal (`"0x80"`) — or as JSON numbers. An integer above 1 is an 8-bit
/// value (so `"1"` is 1.0, as hand-written files mean it). Color spaces: `srgb` (the default),
/// `extended-srgb`, `extended-linear-srgb`, `display-p3` (converted to sRGB), and the grays
/// `gray-gamma-22`, `extended-gray` (`white` and `alpha` components).
///
/// Differs from SwiftUI: Display P3 colors are converted to (extended) sRGB and drawn clamped to
/// sRGB; high-contrast variants and system-color references (`"reference"`) are ignored.
struct ColorSet: Equatable, Sendable {
    var light: Color.Resolved
    var dark: Color.Resolved

    /// The color set in the `Contents.json` at `url`, `nil` when it holds no usable color.
    init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        self.init(json: json)
    }

    /// The color set described by a parsed `Contents.json`.
    init?(json: [String: Any]) {
        let entries: [(AssetAppearance, Color.Resolved)] = (json["colors"] as? [Any] ?? []).compactMap { item in
            guard let entry = item as? [String: Any], let color = entry["color"] as? [String: Any],
                  let resolved = Self.resolved(color) else { return nil }
            return (AssetAppearance(entry: entry), resolved)
        }
        func pick(_ scheme: ColorScheme) -> Color.Resolved? {
            AssetAppearance.best(of: entries, appearance: \.0, for: scheme).first?.1
        }
        guard let light = pick(.light) ?? entries.first?.1 else { return nil }
        self.light = light
        self.dark = pick(.dark) ?? light
    }

    init(light: Color.Resolved, dark: Color.Resolved) {
        self.light = light
        self.dark = dark
    }

    /// The sRGB value of one `"color"` object (`color-space` and `components`).
    static func resolved(_ color: [String: Any]) -> Color.Resolved? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Float? { components[key].flatMap(Self.componentValue) }
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        let alpha = component("alpha") ?? 1
        if let white = component("white") {
            let value = space == "gray-gamma-22" ? Color.Resolved.gammaEncoded(pow(max(0, white), 2.2)) : white
            return Color.Resolved(red: value, green: value, blue: value, opacity: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        switch space {
        case "display-p3":
            return ColorSet.sRGB(fromDisplayP3: (red, green, blue), opacity: alpha)
        case "extended-linear-srgb", "linear-srgb":
            return Color.Resolved(colorSpace: .sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
        default:
            return Color.Resolved(red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    /// A component written as Xcode writes it: `"0.5"`, `"128"`, `"0x80"` (strings) or a number.
    static func componentValue(_ value: Any) -> Float? {
        guard let string = value as? String else { return (value as? Double).map { scaled($0, isInteger: false) } }
        let text = string.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Float($0) / 255 } }
        guard let number = Double(text) else { return nil }
        return scaled(number, isInteger: !text.contains(".") && !text.contains("e"))
    }

    private static func scaled(_ number: Double, isInteger: Bool) -> Float {
        isInteger && number > 1 ? Float(number / 255) : Float(number)
    }

    /// A Display P3 color in sRGB: linearized, through the P3 → sRGB matrix (both D65), encoded
    /// again. Colors outside sRGB keep components below 0 or above 1 (extended sRGB).
    static func sRGB(fromDisplayP3 p3: (Float, Float, Float), opacity: Float) -> Color.Resolved {
        let r = Color.Resolved.linearized(p3.0), g = Color.Resolved.linearized(p3.1), b = Color.Resolved.linearized(p3.2)
        let red = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let green = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let blue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return Color.Resolved(colorSpace: .sRGBLinear, red: red, green: green, blue: blue, opacity: opacity)
    }
}
