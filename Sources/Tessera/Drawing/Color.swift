/// A representation of a color that adapts to a given context.
///
/// A color is also a view: it fills the space it is offered. System colors (``red``,
/// ``primary``, …) have a light and a dark appearance and take the one of the color scheme they
/// are resolved in (``resolved(in:)``).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case rgb(Resolved)
        /// A named system color with a light and a dark appearance (one reference: a color
        /// copies with a tag test and at most one retain, and `.red`'s copies share it).
        case system(SystemColor)
    }

    let storage: Storage

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// Creates a constant color from red, green, and blue component values.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgb(Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue),
                                opacity: Float(opacity)))
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .rgb(Resolved(colorSpace: colorSpace, red: Float(white), green: Float(white), blue: Float(white),
                                opacity: Float(opacity)))
    }

    /// Creates a constant color with the values specified by the resolved color.
    public init(_ resolved: Resolved) {
        storage = .rgb(resolved)
    }

    init(system name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        storage = .system(SystemColor(
            name: name,
            light: Resolved(red: Float(light.0), green: Float(light.1), blue: Float(light.2), opacity: Float(light.3)),
            dark: Resolved(red: Float(dark.0), green: Float(dark.1), blue: Float(dark.2), opacity: Float(dark.3))))
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        switch storage {
        case .rgb(var value):
            value.opacity *= Float(opacity)
            return Color(storage: .rgb(value))
        case .system(let system):
            var light = system.light, dark = system.dark
            light.opacity *= Float(opacity)
            dark.opacity *= Float(opacity)
            return Color(storage: .system(SystemColor(name: "\(system.name).opacity(\(opacity))", light: light, dark: dark)))
        }
    }

    init(storage: Storage) { self.storage = storage }

    public var description: String {
        switch storage {
        case .rgb(let c): "Color(red: \(c.red), green: \(c.green), blue: \(c.blue), opacity: \(c.opacity))"
        case .system(let system): system.name
        }
    }
}

extension Color {
    private static func rgb255(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double, Double) {
        (r / 255, g / 255, b / 255, 1)
    }

    // System colors, close to Apple's light and dark appearances.
    public static let red = Color(system: "red", light: rgb255(255, 59, 48), dark: rgb255(255, 69, 58))
    public static let orange = Color(system: "orange", light: rgb255(255, 149, 0), dark: rgb255(255, 159, 10))
    public static let yellow = Color(system: "yellow", light: rgb255(255, 204, 0), dark: rgb255(255, 214, 10))
    public static let green = Color(system: "green", light: rgb255(52, 199, 89), dark: rgb255(48, 209, 88))
    public static let mint = Color(system: "mint", light: rgb255(0, 199, 190), dark: rgb255(99, 230, 226))
    public static let teal = Color(system: "teal", light: rgb255(48, 176, 199), dark: rgb255(64, 200, 224))
    public static let cyan = Color(system: "cyan", light: rgb255(50, 173, 230), dark: rgb255(100, 210, 255))
    public static let blue = Color(system: "blue", light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255))
    public static let indigo = Color(system: "indigo", light: rgb255(88, 86, 214), dark: rgb255(94, 92, 230))
    public static let purple = Color(system: "purple", light: rgb255(175, 82, 222), dark: rgb255(191, 90, 242))
    public static let pink = Color(system: "pink", light: rgb255(255, 45, 85), dark: rgb255(255, 55, 95))
    public static let brown = Color(system: "brown", light: rgb255(162, 132, 94), dark: rgb255(172, 142, 104))
    public static let gray = Color(system: "gray", light: rgb255(142, 142, 147), dark: rgb255(142, 142, 147))
    public static let white = Color(system: "white", light: (1, 1, 1, 1), dark: (1, 1, 1, 1))
    public static let black = Color(system: "black", light: (0, 0, 0, 1), dark: (0, 0, 0, 1))
    public static let clear = Color(system: "clear", light: (0, 0, 0, 0), dark: (0, 0, 0, 0))
    /// The color to use for primary content.
    public static let primary = Color(system: "primary", light: (0, 0, 0, 1), dark: (1, 1, 1, 1))
    /// The color to use for secondary content.
    public static let secondary = Color(system: "secondary", light: (60 / 255, 60 / 255, 67 / 255, 0.6), dark: (235 / 255, 235 / 255, 245 / 255, 0.6))
    /// A color that reflects the accent color of the system or app.
    ///
    /// The `AccentColor` color set of the main bundle's asset catalog when there is one, else blue.
    public static let accentColor = catalogAccentColor(
        in: nil, default: Color(system: "accentColor", light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255)))
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {}
