/// A symbol rendering mode.
///
/// Differs from SwiftUI: Tessera's symbols (a Material Icons font) have one layer, so every
/// mode draws them in one color, like ``monochrome``; the mode is accepted and kept.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

extension Image {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}

extension EnvironmentValues {
    private enum SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

    /// The current symbol rendering mode, or `nil` denoting that the mode is picked
    /// automatically using the current image and foreground style as parameters.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
