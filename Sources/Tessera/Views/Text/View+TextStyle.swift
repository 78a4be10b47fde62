extension EnvironmentValues {
    private enum InheritedTextStyleKey: EnvironmentKey { static var defaultValue: TextStyle? { nil } }

    /// The text styling the views around set for every text below (`.bold()`,
    /// `.fontWeight(_:)`, `.underline()` … on a stack), applied as the outermost style of each
    /// text's runs: a text's own modifiers win over it, and it applies over a text's own font.
    var inheritedTextStyle: TextStyle? {
        get { self[InheritedTextStyleKey.self] }
        set { self[InheritedTextStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets `change` on the inherited text style of the texts below.
    private func textStyle(_ change: @escaping (inout TextStyle) -> Void) -> some View {
        transformEnvironment(\.inheritedTextStyle) { style in
            var changed = style ?? TextStyle()
            change(&changed)
            style = changed
        }
    }

    /// Sets the font weight of the text in this view.
    ///
    /// The innermost of `fontWeight` and `bold()` around a text decides its weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textStyle { style in
            style.weight = weight
            if weight != nil { style.isBold = false }
        }
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        textStyle { style in
            style.isBold = isActive
            if isActive { style.weight = nil }
        }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View { textStyle { $0.isItalic = isActive } }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View { textStyle { $0.design = design } }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current
    /// font, if possible.
    public func monospaced(_ isActive: Bool = true) -> some View { textStyle { $0.isMonospaced = isActive } }

    /// Applies an underline to the text in this view.
    ///
    /// Differs from SwiftUI: the line is solid in the text's color (`pattern` and `color` are
    /// not drawn yet).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.isUnderlined = isActive }
    }

    /// Applies a strikethrough to the text in this view.
    ///
    /// Differs from SwiftUI: as ``underline(_:pattern:color:)``.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.isStrikethrough = isActive }
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }

    /// Sets the tracking for the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.tracking = tracking } }
}
