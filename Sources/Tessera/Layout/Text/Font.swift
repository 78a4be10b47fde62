import Foundation

/// An environment-dependent font.
///
/// The system resolves a font's value at the time it uses the font in a given environment.
/// Text styles (``largeTitle``, ``body``, …) have Apple's default sizes: largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption2 11.
///
/// Differs from SwiftUI: the system family is Inter (falling back to DejaVu), not SF Pro,
/// and Dynamic Type scales every text style by one factor rather than Apple's per-style table.
public struct Font: Hashable, Sendable {
    /// Where the font's family and size come from.
    enum Provider: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
        case customFixed(name: String, size: CGFloat)
    }

    var provider: Provider
    var weightOverride: Weight?
    var isBold = false
    var isItalic = false
    var usesMonospacedDigits = false
    var isMonospaced = false
    /// A design set over the provider's (`fontDesign(_:)` on a text or view).
    var designOverride: Design?

    init(provider: Provider) {
        self.provider = provider
    }

    /// A font with the large title text style.
    public static let largeTitle = Font(provider: .textStyle(.largeTitle, design: nil, weight: nil))
    /// A font with the title text style.
    public static let title = Font(provider: .textStyle(.title, design: nil, weight: nil))
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(provider: .textStyle(.title2, design: nil, weight: nil))
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(provider: .textStyle(.title3, design: nil, weight: nil))
    /// A font with the headline text style.
    public static let headline = Font(provider: .textStyle(.headline, design: nil, weight: nil))
    /// A font with the subheadline text style.
    public static let subheadline = Font(provider: .textStyle(.subheadline, design: nil, weight: nil))
    /// A font with the body text style.
    public static let body = Font(provider: .textStyle(.body, design: nil, weight: nil))
    /// A font with the callout text style.
    public static let callout = Font(provider: .textStyle(.callout, design: nil, weight: nil))
    /// A font with the footnote text style.
    public static let footnote = Font(provider: .textStyle(.footnote, design: nil, weight: nil))
    /// A font with the caption text style.
    public static let caption = Font(provider: .textStyle(.caption, design: nil, weight: nil))
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(provider: .textStyle(.caption2, design: nil, weight: nil))

    /// Specifies a system font to use, along with the style, weight, and any design parameters
    /// you want applied to the text.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(provider: .system(size: size, weight: weight, design: design))
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(provider: .textStyle(style, design: design, weight: weight))
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Create a custom font with the given `name` and `size` that scales relative to the
    /// given `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Create a custom font with the given `name` and a fixed `size` that does not scale with
    /// Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .customFixed(name: name, size: fixedSize))
    }

    /// Adds bold styling to the font.
    public func bold() -> Font {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// Adds italics to the font.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        copy.isBold = false
        return copy
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.usesMonospacedDigits = true
        return copy
    }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// This font in `design` (what `fontDesign(_:)` applies).
    func designed(_ design: Design) -> Font {
        var copy = self
        copy.designOverride = design
        return copy
    }
}

extension Font {
    /// Resolves the font to the concrete face and size a text engine measures.
    ///
    /// - Parameter dynamicTypeScale: The factor Dynamic Type applies to scaling fonts
    ///   (1 at the default size category).
    func resolved(dynamicTypeScale: CGFloat = 1) -> ResolvedFont {
        var family: String?
        var size: CGFloat
        var weight: Weight
        var design: Design = .default
        switch provider {
        case let .textStyle(style, styleDesign, styleWeight):
            size = style.pointSize * dynamicTypeScale
            weight = styleWeight ?? style.defaultWeight
            design = styleDesign ?? .default
        case let .system(systemSize, systemWeight, systemDesign):
            size = systemSize
            weight = systemWeight ?? .regular
            design = systemDesign ?? .default
        case let .custom(name, customSize, relativeTo):
            family = name
            size = relativeTo == nil ? customSize : customSize * dynamicTypeScale
            weight = .regular
        case let .customFixed(name, fixedSize):
            family = name
            size = fixedSize
            weight = .regular
        }
        if let weightOverride { weight = weightOverride }
        if isBold { weight = .bold }
        if let designOverride { design = designOverride }
        return ResolvedFont(family: family, size: size, weight: weight, design: isMonospaced ? .monospaced : design,
                            isItalic: isItalic, usesMonospacedDigits: usesMonospacedDigits)
    }
}
