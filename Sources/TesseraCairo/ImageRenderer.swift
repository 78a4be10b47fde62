import Foundation
import Tessera

/// An object that creates images from SwiftUI views.
///
/// Lays the view out at `proposedSize` (its ideal size when unspecified), measures text with
/// Pango (Inter), and draws with Cairo.
///
/// Differs from SwiftUI: there is no `CGImage`/`UIImage` on Linux; read the image as PNG
/// (``pngData``, ``writePNG(to:)``). It lives in `TesseraCairo` (import it next to `Tessera`).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image (device pixels per point).
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

    /// The laid-out size of the content in points.
    public var renderedSize: CGSize { host().size }

    func host() -> OffscreenHost<Content> {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        environment.colorScheme = colorScheme
        let host = OffscreenHost(rootView: content, size: .zero, environment: environment)
        let fitted = host.sizeThatFits(proposedSize)
        host.size = CGSize(width: proposedSize.width ?? fitted.width, height: proposedSize.height ?? fitted.height)
        return host
    }

    func render() -> RenderedImage {
        let host = host()
        let background = isOpaque ? (colorScheme == .dark ? Color.black : Color.white).resolved(in: colorScheme) : nil
        return CairoRenderer().render(host.displayList, size: host.size, scale: scale, background: background)
    }
}
