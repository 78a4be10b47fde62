import CCairo
import Foundation
import Tessera

/// The whole device pixels of an image target that a blurred or shadowed group can change:
/// its content's bounds, widened by how far the blurs spread, cut to the target and to what
/// the clip can show. A group's offscreen work (its layer, its shadow's mask) is a surface of
/// this size, not of the target.
struct PixelRegion {
    /// The region's first device pixel in the target, and its size in device pixels.
    var x: Int, y: Int, width: Int, height: Int
    /// Device pixels per point.
    var scale: CGFloat
    /// The target's device offset (device pixel = point × scale + offset).
    var deviceOffset: CGPoint

    /// The region's top-left corner in the target's point space (the user space of an
    /// identity matrix).
    var origin: CGPoint {
        CGPoint(x: (CGFloat(x) - deviceOffset.x) / scale, y: (CGFloat(y) - deviceOffset.y) / scale)
    }

    var pixelCount: Int { width * height }

    /// The region of `group` drawn in `cr`, whose pixels spread by `reach` device pixels (the
    /// sum of the blurs' reaches), reaching out to `offset` points too (a shadow's offset); nil
    /// when `cr`'s target is not an image surface or the group can change no visible pixel.
    init?(for group: DisplayList.Group, in cr: OpaquePointer, reach: Int, offset: CGSize) {
        let target = cairo_get_target(cr)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        scale = CGFloat(sx)
        deviceOffset = CGPoint(x: ox, y: oy)
        let children = group.items.reduce(CGRect.null) { $0.union($1.bounds) }
        let content = DisplayList.GroupEffects(transform: group.effects.transform, clip: group.effects.clip).map(children)
        guard !content.isNull, !content.isEmpty else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let ctm = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        // The content in device pixels, widened by the reach (and one pixel for antialiasing).
        let margin = CGFloat(reach + 1)
        let device = content.applying(ctm).applying(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: ox, ty: oy))
            .insetBy(dx: -margin, dy: -margin)
        // What the clip shows, widened by how far the region's pixels travel to reach it.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let travel = margin + (abs(offset.width) + abs(offset.height)) * scale
        let visible = CGRect(x: x1 * sx + ox, y: y1 * sy + oy, width: (x2 - x1) * sx, height: (y2 - y1) * sy)
            .insetBy(dx: -travel, dy: -travel)
        let surface = CGRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                             height: Int(cairo_image_surface_get_height(target)))
        let region = device.intersection(visible).intersection(surface)
        guard !region.isNull, !region.isEmpty else { return nil }
        x = Int(region.minX.rounded(.down))
        y = Int(region.minY.rounded(.down))
        width = Int(region.maxX.rounded(.up)) - x
        height = Int(region.maxY.rounded(.up)) - y
        guard width > 0, height > 0 else { return nil }
    }

    /// The matrix that draws `cr`'s user space into a surface of this region (with the
    /// region's device scale): `cr`'s matrix, moved by the region's origin.
    func layerMatrix(like cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let o = origin
        matrix.x0 -= Double(o.x)
        matrix.y0 -= Double(o.y)
        return matrix
    }

    /// A new surface of the region's size in `format`, with its device scale; the caller
    /// destroys it.
    func makeSurface(_ format: cairo_format_t) -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        return surface
    }
}
