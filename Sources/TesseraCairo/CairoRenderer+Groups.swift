import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// Draws a group: children under the transform and clip; through an offscreen layer when
    /// the group has opacity or a blend mode (a Cairo group) or a blur (a layer of its own
    /// pixel region). A shadow is a blurred mask of the group's region, kept in
    /// ``ShadowMaskCache``, painted in the shadow's color under the content.
    func draw(_ group: DisplayList.Group, in cr: OpaquePointer) {
        let effects = group.effects
        guard effects.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if effects.blurRadius > 0 || effects.shadow != nil {
            let scale = imageTargetScale(of: cr)
            let shadowReach = effects.shadow.map { GaussianBlur.reach(ofRadius: $0.radius * scale) } ?? 0
            let reach = GaussianBlur.reach(ofRadius: effects.blurRadius * scale) + shadowReach
            if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE {
                // Nothing of the group can reach a visible pixel without a region.
                guard let region = PixelRegion(for: group, in: cr, reach: reach,
                                               offset: effects.shadow?.offset ?? .zero) else { return }
                if effects.blurRadius > 0 {
                    drawBlurred(group, region: region, in: cr)
                } else {
                    drawShadow(effects.shadow!, of: group, region: region, opacity: effects.opacity, in: cr)
                    drawComposited(group, in: cr)
                }
                return
            }
        }
        drawComposited(group, in: cr)
    }

    /// The content, through a Cairo group when the group has opacity or a blend mode.
    private func drawComposited(_ group: DisplayList.Group, in cr: OpaquePointer) {
        let effects = group.effects
        guard effects.opacity < 1 || effects.blendMode != .normal else {
            drawContent(of: group, in: cr)
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

    /// The device scale of `cr`'s target (1 when it has none).
    private func imageTargetScale(of cr: OpaquePointer) -> CGFloat {
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cr), &sx, &sy)
        return CGFloat(sx)
    }

    /// The group's content drawn into a new surface of `region` in `format`, under `cr`'s
    /// current transformation; the caller destroys it.
    private func layer(of group: DisplayList.Group, region: PixelRegion, format: cairo_format_t,
                       like cr: OpaquePointer) -> OpaquePointer {
        let surface = region.makeSurface(format)
        layerPixels += region.pixelCount
        let layer = cairo_create(surface)!
        var matrix = region.layerMatrix(like: cr)
        cairo_set_matrix(layer, &matrix)
        drawContent(of: group, in: layer)
        cairo_destroy(layer)
        cairo_surface_flush(surface)
        return surface
    }

    /// A blurred group: its region's layer blurred, casting its shadow (from the blurred
    /// pixels), composited with the group's opacity and blend mode.
    private func drawBlurred(_ group: DisplayList.Group, region: PixelRegion, in cr: OpaquePointer) {
        let effects = group.effects
        let surface = layer(of: group, region: region, format: CAIRO_FORMAT_ARGB32, like: cr)
        defer { cairo_surface_destroy(surface) }
        GaussianBlur.apply(to: surface, radius: effects.blurRadius * region.scale)
        if let shadow = effects.shadow {
            let mask = region.makeSurface(CAIRO_FORMAT_A8)
            defer { cairo_surface_destroy(mask) }
            layerPixels += region.pixelCount
            let context = cairo_create(mask)!
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            GaussianBlur.apply(to: mask, radius: shadow.radius * region.scale)
            paint(mask, of: shadow, region: region, opacity: effects.opacity, in: cr)
        }
        cairo_identity_matrix(cr)
        let origin = region.origin
        cairo_set_source_surface(cr, surface, Double(origin.x), Double(origin.y))
        cairo_set_operator(cr, cairoOperator(for: effects.blendMode))
        cairo_paint_with_alpha(cr, effects.opacity)
    }

    /// Paints the group's shadow: the alpha of its content in `region`, blurred (kept in the
    /// renderer's ``ShadowMaskCache`` when the content is plain shapes), in the shadow's color.
    private func drawShadow(_ shadow: DisplayList.Shadow, of group: DisplayList.Group, region: PixelRegion,
                            opacity: Double, in cr: OpaquePointer) {
        let radius = shadow.radius * region.scale
        let key = ShadowMaskCache.key(for: group, region: region, radius: radius, in: cr)
        let (mask, owned) = shadowMasks.mask(for: key, pixelCount: region.pixelCount) {
            let mask = layer(of: group, region: region, format: CAIRO_FORMAT_A8, like: cr)
            GaussianBlur.apply(to: mask, radius: radius)
            return mask
        }
        defer { if owned { cairo_surface_destroy(mask) } }
        paint(mask, of: shadow, region: region, opacity: opacity, in: cr)
    }

    /// Paints `mask` (a blurred alpha of `region`) in the shadow's color at its offset.
    private func paint(_ mask: OpaquePointer, of shadow: DisplayList.Shadow, region: PixelRegion, opacity: Double,
                       in cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        let c = shadow.color.clamped
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * opacity)
        let origin = region.origin
        cairo_mask_surface(cr, mask, Double(origin.x + shadow.offset.width), Double(origin.y + shadow.offset.height))
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
