import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// The vector formats the renderer writes.
    package enum VectorFormat: Sendable {
        case pdf, svg
    }

    /// A vector file could not be written.
    package struct VectorOutputError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "Can't write \(path): \(reason)" }
    }

    /// Draws `list` into a one-page PDF, or an SVG document, of `size` points at `url`, over
    /// `background` (transparent when `nil`).
    ///
    /// Shapes, gradients and text stay vectors (text as embedded font subsets in PDF, glyph
    /// outlines in SVG); images, blurs and shadows are embedded as bitmaps.
    package func write(_ list: DisplayList, size: CGSize, format: VectorFormat, to url: URL,
                       background: Color.Resolved? = nil) throws {
        let width = Double(max(1, size.width)), height = Double(max(1, size.height))
        let surface: OpaquePointer = switch format {
        case .pdf: cairo_pdf_surface_create(url.path, width, height)
        case .svg: cairo_svg_surface_create(url.path, width, height)
        }
        defer { cairo_surface_destroy(surface) }
        if format == .svg { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
        let cr = cairo_create(surface)!
        if let fill = background?.clamped {
            cairo_set_source_rgba(cr, Double(fill.red), Double(fill.green), Double(fill.blue), Double(fill.opacity))
            cairo_paint(cr)
        }
        draw(list, in: cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = drawStatus != CAIRO_STATUS_SUCCESS ? drawStatus : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VectorOutputError(path: url.path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
