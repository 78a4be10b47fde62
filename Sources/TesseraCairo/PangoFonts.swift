import CCairo
import Foundation
import Tessera

/// The Pango setup shared by text measurement and drawing, so that glyphs are drawn exactly
/// where they were measured.
///
/// - Sizes are absolute: a font of size `s` is `s` device units (points) high, whatever the
///   resolution.
/// - Metrics are not hinted and glyph positions are not rounded, so measurements don't depend
///   on the scale a surface is drawn at.
/// - The system family is Inter, falling back to DejaVu Sans (fontconfig fills gaps in
///   coverage from the other installed fonts: emoji from Noto Color Emoji, Debian
///   `fonts-noto-color-emoji`; CJK from `fonts-wqy-microhei`; Arabic from DejaVu).
enum PangoFonts {
    /// Pango's fixed-point unit: 1024 per device unit.
    static let scale = CGFloat(PANGO_SCALE)

    /// A wrapping width in points as a Pango layout width (Pango units, rounded down).
    static func layoutWidth(_ points: CGFloat) -> Int32 {
        Int32(min(CGFloat(Int32.max / 2), (points * scale).rounded(.down)))
    }

    /// The family list for the system font in `design`.
    static func families(for font: ResolvedFont) -> String {
        let system: String
        switch font.design {
        case .serif: system = "DejaVu Serif, serif"
        case .monospaced: system = "DejaVu Sans Mono, monospace"
        case .default, .rounded: system = "Inter, DejaVu Sans, sans-serif"
        }
        guard let family = font.family, !family.isEmpty else { return system }
        if !isInstalled(family) {
            RuntimeWarnings.report("Font family '\(family)' is not installed; drawing with the system font instead",
                                   site: "font-family:\(family)")
        }
        return "\(family), \(system)"
    }

    /// The colour emoji family fontconfig falls back to for emoji (after the generic family).
    /// It is not named in the family lists: named anywhere in them, fontconfig sorts it first,
    /// and spaces and digits (which it has) would take its glyphs and metrics.
    static let emojiFamily = "Noto Color Emoji"

    /// The lowercased names of the font families fontconfig knows, and the generic families.
    static let installedFamilies: Set<String> = {
        var names: Set<String> = ["serif", "sans-serif", "sans", "monospace", "system-ui", "cursive", "fantasy"]
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        for index in 0..<Int(count) {
            if let family = families?[index], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name).lowercased())
            }
        }
        g_free(families)
        return names
    }()

    /// Whether `family` names an installed font family (case-insensitively). A custom font
    /// that isn't falls back to the system font, with one warning per family name.
    static func isInstalled(_ family: String) -> Bool {
        installedFamilies.contains(family.lowercased())
    }

    /// A new font description for `font` (the caller frees it).
    static func description(for font: ResolvedFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families(for: font))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(max(0.01, font.size) * scale))
        return description
    }

    /// Applies the unhinted, unrounded font options to `context`.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Adds the attributes that draw `font` with `letterSpacing` over the bytes
    /// `start..<end` of a layout's text.
    static func addAttributes(for font: ResolvedFont, letterSpacing: CGFloat, bytes: Range<Int>, to list: OpaquePointer) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(bytes.lowerBound)
            attribute.pointee.end_index = guint(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        let description = self.description(for: font)
        insert(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        if letterSpacing != 0 { insert(pango_attr_letter_spacing_new(Int32((letterSpacing * scale).rounded()))) }
        if font.usesMonospacedDigits { insert(pango_attr_font_features_new("tnum")) }
    }
}

/// A Pango font map and a context on it, configured by ``PangoFonts/configure(_:)``; released
/// with the session.
final class PangoSession {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init() {
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        PangoFonts.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
