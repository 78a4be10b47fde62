extension Image {
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// The level of quality for rendering an image that requires interpolation, such as a
    /// scaled image.
    public enum Interpolation: Hashable, Sendable {
        /// A value that indicates SwiftUI doesn't interpolate image data.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    ///
    /// A template image draws its shape in the foreground style; `.original` draws a symbol
    /// in black, as its own color; `nil` restores the default.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Specifies the current level of quality for rendering an image that requires
    /// interpolation.
    ///
    /// `.none` samples the nearest pixel (sharp pixel art); the other levels smooth.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    ///
    /// Differs from SwiftUI: accepted and kept, but the Cairo renderer smooths scaled images
    /// according to ``interpolation(_:)`` only.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}
