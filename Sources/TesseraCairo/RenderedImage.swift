import CCairo
import Foundation
import Tessera

/// A raster image drawn by ``CairoRenderer``: a Cairo image surface in premultiplied ARGB32,
/// `pixelWidth × pixelHeight` device pixels for a `size` in points at `scale`.
package final class RenderedImage {
    /// The Cairo image surface (owned).
    package let surface: OpaquePointer
    /// The size in points.
    package let size: CGSize
    /// Device pixels per point.
    package let scale: CGFloat

    /// A new transparent image.
    package init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    }

    deinit { cairo_surface_destroy(surface) }

    package var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    package var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// One pixel, un-premultiplied, as 0...255 components; `x` and `y` are device pixels.
    package func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        precondition(x >= 0 && y >= 0 && x < pixelWidth && y < pixelHeight, "pixel (\(x), \(y)) is outside the image")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = Int(value >> 24), r = Int((value >> 16) & 0xFF), g = Int((value >> 8) & 0xFF), b = Int(value & 0xFF)
        guard a > 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: Int) -> Int { min(255, (c * 255 + a / 2) / a) }
        return (unpremultiply(r), unpremultiply(g), unpremultiply(b), a)
    }

    /// Sets one device pixel to an opaque color given as 0...255 components.
    package func setPixel(x: Int, y: Int, red: Int, green: Int, blue: Int) {
        precondition(x >= 0 && y >= 0 && x < pixelWidth && y < pixelHeight, "pixel (\(x), \(y)) is outside the image")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        func clamped(_ c: Int) -> UInt32 { UInt32(min(255, max(0, c))) }
        let value: UInt32 = 0xFF00_0000 | clamped(red) << 16 | clamped(green) << 8 | clamped(blue)
        data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = value }
        cairo_surface_mark_dirty(surface)
    }

    /// The pixel at a point (in points), sampling the device pixel that contains it.
    package func pixel(at point: CGPoint) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        pixel(x: min(pixelWidth - 1, Int(point.x * scale)), y: min(pixelHeight - 1, Int(point.y * scale)))
    }

    /// The image encoded as PNG.
    package func pngData() -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, closure)
        return sink.data
    }

    /// Writes the image as a PNG file.
    package func writePNG(to url: URL) throws {
        try pngData().write(to: url)
    }
}

extension RenderedImage {
    /// The error thrown when a PNG file can't be read.
    package struct PNGReadError: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "Can't read a PNG image at \(path)" }
    }

    /// Reads a PNG file (as an image at scale 1).
    package convenience init(contentsOfPNG url: URL) throws {
        let loaded = cairo_image_surface_create_from_png(url.path)!
        defer { cairo_surface_destroy(loaded) }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else { throw PNGReadError(path: url.path) }
        let width = CGFloat(cairo_image_surface_get_width(loaded)), height = CGFloat(cairo_image_surface_get_height(loaded))
        self.init(size: CGSize(width: width, height: height), scale: 1)
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
