import Foundation
import Tessera

/// An object that creates images from SwiftUI views.
///
/// Lays the view out at `proposedSize` (its ideal size when unspecified), measures text with
/// Pango (Inter), and draws with Cairo.
///
/// Differs from SwiftUI: there is no `CGImage`/`UIImage` on Linux; read the image as PNG
/// (``pngData``, ``writePNG(to:)``), or as vectors (``writePDF(to:)``, ``writeSVG(to:)``). It
/// lives in `TesseraCairo`; `import SwiftUI` brings it, as on Apple's platforms (with
/// `import Tessera`, import `TesseraCairo` too).
@MainActor @preconcurrency
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image (device pixels per point); the content sees it
    /// as ``EnvironmentValues/displayScale``.
    public var scale: CGFloat = 1
    /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
    public var isOpaque = false
    /// The color scheme the view is rendered in.
    public var colorScheme: ColorScheme = .light

    /// Creates a renderer object with a source content view.
    public init(content view: Content) {
        content = view
    }

    /// The rendered image as PNG data.
    public var pngData: Data { render().pngData() }

    /// Writes the rendered image to a PNG file.
    public func writePNG(to url: URL) throws {
        try render().writePNG(to: url)
    }

    /// Writes the content to a one-page PDF file the size of the content, in points.
    ///
    /// Shapes, gradients and text stay vectors; images, blurs and shadows are embedded as
    /// bitmaps. ``isOpaque`` paints the color scheme's background first; ``scale`` doesn't apply.
    ///
    /// Tessera addition: SwiftUI draws PDF through `render(rasterizationScale:renderer:)` into
    /// a `CGContext`, which doesn't exist on Linux.
    public func writePDF(to url: URL) throws {
        try writeVector(.pdf, to: url)
    }

    /// Writes the content to an SVG file the size of the content, in points.
    ///
    /// Shapes, gradients and text (as glyph outlines) stay vectors; images, blurs and shadows
    /// are embedded as bitmaps. ``isOpaque`` paints the color scheme's background first.
    ///
    /// Tessera addition (SwiftUI has no SVG output).
    public func writeSVG(to url: URL) throws {
        try writeVector(.svg, to: url)
    }

    private func writeVector(_ format: CairoRenderer.VectorFormat, to url: URL) throws {
        let host = host()
        try CairoRenderer().write(host.displayList, size: host.size, format: format, to: url, background: background)
    }

    private var background: Color.Resolved? {
        isOpaque ? (colorScheme == .dark ? Color.black : Color.white).resolved(in: colorScheme) : nil
    }

    /// The laid-out size of the content in points.
    public var renderedSize: CGSize { host().size }

    func host() -> OffscreenHost<Content> {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        environment.colorScheme = colorScheme
        environment.displayScale = scale
        let host = OffscreenHost(rootView: content, size: .zero, environment: environment)
        let fitted = host.sizeThatFits(proposedSize)
        host.size = CGSize(width: proposedSize.width ?? fitted.width, height: proposedSize.height ?? fitted.height)
        return host
    }

    /// Renders the content into a new image.
    package func render() -> RenderedImage {
        let host = host()
        return CairoRenderer().render(host.displayList, size: host.size, scale: scale, background: background)
    }
}
