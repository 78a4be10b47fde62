/// The styling a `Text` carries itself (from `Text`-returning modifiers), applied over the
/// environment's font and foreground; also what the same modifiers on any view set for the
/// texts below (``EnvironmentValues/inheritedTextStyle``), applied as the outermost style.
struct TextStyle: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var isBold = false
    var design: Font.Design?
    var isMonospaced = false
    var isUnderlined = false
    var isStrikethrough = false
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var foreground: Color?

    var isEmpty: Bool { self == TextStyle() }

    /// Applies this style's weight, bold and italic to `font` (after the font overrides of a
    /// run's styles): the one rule of both ways a text makes its runs.
    @inline(__always)
    func adjust(_ font: inout Font) {
        if let weight { font = font.weight(weight) }
        if isBold { font = font.bold() }
        if isItalic { font = font.italic() }
        if let design { font = font.designed(design) }
        if isMonospaced { font = font.monospaced() }
    }

    /// The color a non-color style stands for in a text run.
    static func representativeColor<S: ShapeStyle>(of style: S) -> Color? {
        if let hierarchical = style as? HierarchicalShapeStyle {
            switch hierarchical.level {
            case 0: return .primary
            case 1: return .secondary
            default: return Color.secondary.opacity(pow(0.6, Double(hierarchical.level - 1)))
            }
        }
        if style is TintShapeStyle { return .accentColor }
        if let gradient = style as? LinearGradient { return gradient.gradient.stops.first?.color }
        if let gradient = style as? RadialGradient { return gradient.gradient.stops.first?.color }
        if let gradient = style as? AngularGradient { return gradient.gradient.stops.first?.color }
        return nil
    }
}

extension Text {
    /// This text with `change` made to its style. Consuming: a modifier chained on a new text
    /// (`Text(s).foregroundColor(c).bold()`) changes the one storage in place.
    private consuming func styled(_ change: (inout TextStyle) -> Void) -> Text {
        var text = self
        text.changeStyle(change)
        return text
    }

    /// Sets the default font for text in the view.
    public consuming func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// Sets the font weight of the text.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// Applies a bold font weight to the text.
    public consuming func bold() -> Text { styled { $0.isBold = true } }
    /// Applies a bold font weight to the text when `isActive` is true.
    public consuming func bold(_ isActive: Bool) -> Text { styled { $0.isBold = isActive } }
    /// Applies italics to the text.
    public consuming func italic() -> Text { styled { $0.isItalic = true } }
    /// Applies italics to the text when `isActive` is true.
    public consuming func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }
    /// Applies an underline to the text.
    public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.isUnderlined = isActive }
    }
    /// Applies a strikethrough to the text.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.isStrikethrough = isActive }
    }
    /// Sets the spacing, or kerning, between characters.
    public consuming func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// Sets the tracking for the text.
    public consuming func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    /// Sets the font design of the text.
    public consuming func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// Modifies the font of the text to use the fixed-width variant of the current font, if
    /// possible.
    public consuming func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }
    /// Sets the vertical offset for the text relative to its baseline.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset } }
    /// Sets the color of the text displayed by this view.
    public consuming func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color } }

    /// Sets the style of the text displayed by this view.
    ///
    /// Differs from SwiftUI: a `Text`'s own style is kept as a color: hierarchical styles map to
    /// `.primary`/`.secondary`, `.tint` to the accent color, a gradient to its first color.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { $0.foreground = (style as? Color) ?? TextStyle.representativeColor(of: style) }
    }
}
