import CCairo
import Foundation
import Tessera

/// Decoded image resources, kept by a renderer so that repainting doesn't decode again.
///
/// A resource name is looked up with ``Image/resourcePath(named:bundle:)``. Raster images are
/// decoded once at their own size; an SVG is rendered at the device-pixel size it is drawn at.
final class ImageCache {
    private struct Key: Hashable {
        var path: String
        var width: Int
        var height: Int
    }

    /// What loading a name produced.
    enum Lookup {
        case image(OpaquePointer)
        case missing
        case undecodable(path: String, message: String)
    }

    /// The most decoded surfaces kept; the cache is emptied when it grows past this.
    private static let capacity = 64

    private var surfaces: [Key: OpaquePointer] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The surface for `name` in `bundle`, drawn `pixelSize` device pixels large; owned by
    /// the cache (valid until the next call).
    func surface(named name: String, bundle: Bundle?, pixelSize: (width: Int, height: Int)) -> Lookup {
        guard let path = Image.resourcePath(named: name, bundle: bundle) else { return .missing }
        let isVector = path.lowercased().hasSuffix(".svg")
        let key = Key(path: path, width: isVector ? pixelSize.width : 0, height: isVector ? pixelSize.height : 0)
        if let cached = surfaces[key] { return .image(cached) }
        let decoded: Result<OpaquePointer, GdkPixbuf.DecodingError>
        if let pixbuf = GdkPixbuf.shared {
            decoded = pixbuf.surface(contentsOf: path, pixelSize: isVector ? pixelSize : nil)
        } else {
            decoded = Self.cairoPNG(at: path)
        }
        switch decoded {
        case .success(let surface):
            if surfaces.count >= Self.capacity {
                for old in surfaces.values { cairo_surface_destroy(old) }
                surfaces = [:]
            }
            surfaces[key] = surface
            return .image(surface)
        case .failure(let error):
            return .undecodable(path: path, message: error.message)
        }
    }

    /// A PNG read by cairo alone (when gdk-pixbuf is missing).
    private static func cairoPNG(at path: String) -> Result<OpaquePointer, GdkPixbuf.DecodingError> {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(GdkPixbuf.DecodingError(message: String(cString: cairo_status_to_string(status))))
        }
        return .success(surface)
    }
}
