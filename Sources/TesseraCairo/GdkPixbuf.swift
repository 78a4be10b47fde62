import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The image decoder of gdk-pixbuf (PNG, JPEG and, with librsvg's loader, SVG), loaded at run
/// time so that building the renderer needs no more than cairo and Pango.
///
/// Runtime packages: Debian's `libgdk-pixbuf-2.0-0` and `librsvg2-common` (the SVG loader).
/// Without them, ``shared`` is `nil` and the renderer reads PNG files with cairo alone.
final class GdkPixbuf: @unchecked Sendable {
    private typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>
    private typealias NewFromFile = @convention(c) (UnsafePointer<CChar>, ErrorOut?) -> OpaquePointer?
    private typealias NewFromFileAtScale = @convention(c) (UnsafePointer<CChar>, Int32, Int32, Int32, ErrorOut?) -> OpaquePointer?
    private typealias IntProperty = @convention(c) (OpaquePointer) -> Int32
    private typealias Pixels = @convention(c) (OpaquePointer) -> UnsafePointer<UInt8>?

    /// The library, or `nil` when it isn't installed.
    static let shared = GdkPixbuf()

    private let newFromFile: NewFromFile
    private let newFromFileAtScale: NewFromFileAtScale
    private let width: IntProperty, height: IntProperty, rowstride: IntProperty
    private let channels: IntProperty, hasAlpha: IntProperty
    private let pixels: Pixels

    private init?() {
        guard let handle = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let newFromFile = symbol("gdk_pixbuf_new_from_file", as: NewFromFile.self),
              let newFromFileAtScale = symbol("gdk_pixbuf_new_from_file_at_scale", as: NewFromFileAtScale.self),
              let width = symbol("gdk_pixbuf_get_width", as: IntProperty.self),
              let height = symbol("gdk_pixbuf_get_height", as: IntProperty.self),
              let rowstride = symbol("gdk_pixbuf_get_rowstride", as: IntProperty.self),
              let channels = symbol("gdk_pixbuf_get_n_channels", as: IntProperty.self),
              let hasAlpha = symbol("gdk_pixbuf_get_has_alpha", as: IntProperty.self),
              let pixels = symbol("gdk_pixbuf_read_pixels", as: Pixels.self) else { return nil }
        self.newFromFile = newFromFile
        self.newFromFileAtScale = newFromFileAtScale
        self.width = width
        self.height = height
        self.rowstride = rowstride
        self.channels = channels
        self.hasAlpha = hasAlpha
        self.pixels = pixels
    }

    /// Decodes the file at `path` into a new premultiplied ARGB32 cairo surface, at
    /// `pixelSize` when given (vector formats render sharp at that size), else at the
    /// image's own size; the caller destroys it.
    ///
    /// - Returns: the surface, or the decoder's error message.
    func surface(contentsOf path: String, pixelSize: (width: Int, height: Int)? = nil) -> Result<OpaquePointer, DecodingError> {
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = if let pixelSize {
            newFromFileAtScale(path, Int32(pixelSize.width), Int32(pixelSize.height), 0, &error)
        } else {
            newFromFile(path, &error)
        }
        guard let pixbuf else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            return .failure(DecodingError(message: message))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let w = Int(width(pixbuf)), h = Int(height(pixbuf)), stride = Int(rowstride(pixbuf))
        let n = Int(channels(pixbuf)), alpha = hasAlpha(pixbuf) != 0
        guard w > 0, h > 0, n >= 3, let source = pixels(pixbuf) else {
            return .failure(DecodingError(message: "the image has no pixels"))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let surfaceStride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return .failure(DecodingError(message: "cairo could not allocate \(w)×\(h) pixels"))
        }
        for y in 0..<h {
            let row = source.advanced(by: y * stride)
            let target = UnsafeMutableRawPointer(data.advanced(by: y * surfaceStride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row.advanced(by: x * n)
                let a = alpha ? UInt32(p[3]) : 255
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                target[x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return .success(surface)
    }

    /// Why a file could not be decoded.
    struct DecodingError: Error {
        var message: String
    }
}
