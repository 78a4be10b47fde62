import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// Draws a group: children under the transform and clip; through an offscreen layer when
    /// the group has opacity, a blend mode, a blur or a shadow.
    func draw(_ group: DisplayList.Group, in cr: OpaquePointer) {
        let effects = group.effects
        guard effects.opacity > 0 else { return }
        let needsLayer = effects.opacity < 1 || effects.blendMode != .normal || effects.blurRadius > 0
            || effects.shadow != nil
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard needsLayer else {
            drawContent(of: group, in: cr)
            return
        }
        if effects.blurRadius > 0 || effects.shadow != nil, let layer = pixelLayer(for: group, like: cr) {
            defer { cairo_surface_destroy(layer.surface) }
            if effects.blurRadius > 0 { GaussianBlur.apply(to: layer.surface, radius: effects.blurRadius * layer.scale) }
            cairo_identity_matrix(cr)
            if let shadow = effects.shadow {
                drawShadow(shadow, of: layer.surface, scale: layer.scale, opacity: effects.opacity, in: cr)
            }
            cairo_set_source_surface(cr, layer.surface, 0, 0)
            cairo_set_operator(cr, cairoOperator(for: effects.blendMode))
            cairo_paint_with_alpha(cr, effects.opacity)
            return
        }
        cairo_push_group(cr)
        drawContent(of: group, in: cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, cairoOperator(for: effects.blendMode))
        cairo_paint_with_alpha(cr, effects.opacity)
    }

    /// The children under the group's transform and clip, drawn into `cr` directly.
    private func drawContent(of group: DisplayList.Group, in cr: OpaquePointer) {
        let t = group.effects.transform
        if !t.isIdentity {
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                        x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cr, &matrix)
        }
        if let clip = group.effects.clip {
            addPath(clip.path, to: cr)
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, clip.style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        }
        draw(group.items, in: cr)
    }

    /// The group's content drawn into a new image surface the size of `cr`'s target (in device
    /// pixels, with the same device scale), under `cr`'s current transformation; nil when the
    /// target is not an image surface.
    private func pixelLayer(for group: DisplayList.Group, like cr: OpaquePointer) -> (surface: OpaquePointer, scale: CGFloat)? {
        let target = cairo_get_target(cr)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        cairo_surface_set_device_scale(surface, sx, sy)
        let layer = cairo_create(surface)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(layer, &matrix)
        drawContent(of: group, in: layer)
        cairo_destroy(layer)
        cairo_surface_flush(surface)
        return (surface, CGFloat(sx))
    }

    /// Paints the layer's alpha in the shadow's color, blurred and offset, under the layer.
    private func drawShadow(_ shadow: DisplayList.Shadow, of layer: OpaquePointer, scale: CGFloat, opacity: Double,
                            in cr: OpaquePointer) {
        let width = cairo_image_surface_get_width(layer), height = cairo_image_surface_get_height(layer)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let context = cairo_create(surface)!
        let c = shadow.color.clamped
        cairo_set_source_rgba(context, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        cairo_mask_surface(context, layer, 0, 0)
        cairo_destroy(context)
        GaussianBlur.apply(to: surface, radius: shadow.radius * scale)
        cairo_set_source_surface(cr, surface, Double(shadow.offset.width), Double(shadow.offset.height))
        cairo_paint_with_alpha(cr, opacity)
    }

    func cairoOperator(for mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
