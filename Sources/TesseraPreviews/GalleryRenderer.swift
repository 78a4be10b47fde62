import Foundation
import Tessera
import TesseraCairo

/// Renders previews to PNG the way a canvas shows them: on the device, on a canvas of a
/// fixed size, or at the view's ideal size, with the preview's traits applied.
@MainActor
struct GalleryRenderer {
    /// The device a `.device` layout is shown on, in portrait, in points (an iPhone 15's).
    static let deviceSize = CGSize(width: 393, height: 852)

    var scale: CGFloat
    /// The shared contexts of the previews' modifiers (prepared before rendering).
    var contexts: PreviewSharedContexts

    /// The view the canvas shows for `preview`: its content, framed to the proposed size
    /// (centred, as the canvas centres it) on the system background.
    func canvas(for preview: Preview) -> some View {
        let proposal = preview.proposedSize(deviceSize: Self.deviceSize)
        return preview.content(in: contexts)
            .frame(width: proposal.width, height: proposal.height)
    }

    /// Writes `entry`'s preview to `url`; returns the image's size in points.
    func write(_ entry: GalleryEntry, to url: URL) throws -> CGSize {
        let renderer = ImageRenderer(content: canvas(for: entry.preview))
        renderer.proposedSize = entry.preview.proposedSize(deviceSize: Self.deviceSize)
        renderer.scale = scale
        renderer.isOpaque = true
        try renderer.writePNG(to: url)
        return renderer.renderedSize
    }
}
