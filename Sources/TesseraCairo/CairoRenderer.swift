import CCairo
import Foundation
import Tessera

/// Draws a ``DisplayList`` with Cairo: into a new ``RenderedImage`` (for PNG output and
/// snapshot tests), into an existing one repainting only damaged regions, or into any Cairo
/// context (a GTK widget's snapshot).
///
/// Text is drawn with Pango using the same font setup as ``PangoTextEngine``, so glyphs land
/// where the engine measured them. System symbols are drawn from Material Icons through
/// ``SymbolTable``; an unknown symbol or image name draws a crossed box and logs one runtime
/// warning.
///
/// A renderer is not thread-safe; use one per thread.
package final class CairoRenderer {
    private let session = PangoSession()
    var pangoContext: OpaquePointer { session.context }
    /// Decoded image resources.
    let images = ImageCache()
    /// The layouts strings were drawn with, kept for the next frames.
    let drawnLayouts = DrawnTextLayouts()
    /// How many items the renderer skipped so far because they lay outside the clip (for
    /// tests and benchmarks).
    package private(set) var itemsSkipped = 0
    /// How many text lines the renderer skipped because they lay outside the clip (above it;
    /// the lines below the clip end a text's drawing uncounted).
    package internal(set) var linesSkipped = 0
    /// Blurred shadow masks, reused by every shadow of the same shape and size.
    let shadowMasks = ShadowMaskCache()
    /// How many device pixels the offscreen layers and shadow masks made so far held (for tests
    /// and benchmarks: a shadow costs its own region, not the surface).
    package internal(set) var layerPixels = 0
    /// How many shadow masks were blurred, and how many were reused from the cache.
    package var shadowMaskCounts: (made: Int, reused: Int) { (shadowMasks.made, shadowMasks.reused) }

    /// Forgets the blurred shadow masks kept so far (a benchmark measuring first frames).
    package func discardShadowMasks() { shadowMasks.removeAll() }

    package init() {}


    /// Renders `list` into a new image of `size` points at `scale` device pixels per point,
    /// over `background` (transparent when `nil`).
    package func render(_ list: DisplayList, size: CGSize, scale: CGFloat = 1,
                        background: Color.Resolved? = nil) -> RenderedImage {
        let image = RenderedImage(size: size, scale: scale)
        draw(list, into: image, background: background)
        return image
    }

    /// Redraws `list` into `image`, only inside `damage` (root coordinates) when given, first
    /// clearing those regions to `background`.
    package func draw(_ list: DisplayList, into image: RenderedImage, damage: [CGRect]? = nil,
                      background: Color.Resolved? = nil) {
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        if let damage {
            guard !damage.isEmpty else { return }
            for rect in damage {
                // Whole device pixels, so antialiased edges are repainted completely.
                let s = image.scale
                let x0 = (rect.minX * s).rounded(.down) / s, y0 = (rect.minY * s).rounded(.down) / s
                let x1 = (rect.maxX * s).rounded(.up) / s, y1 = (rect.maxY * s).rounded(.up) / s
                cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
            }
            cairo_clip(cr)
        }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let fill = background?.clamped ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        cairo_set_source_rgba(cr, Double(fill.red), Double(fill.green), Double(fill.blue), Double(fill.opacity))
        cairo_paint(cr)
        cairo_restore(cr)
        draw(list, in: cr)
        cairo_surface_flush(image.surface)
    }

    /// Draws `list` in a Cairo context whose user space is the list's root coordinates.
    package func draw(_ list: DisplayList, in cr: OpaquePointer) {
        draw(list.items, in: cr)
    }

    /// Draws `items` in painting order, skipping those whose bounds lie wholly outside `cr`'s
    /// clip: a damage repaint (or a window showing part of a long list) then shapes and fills
    /// only what can reach a repainted pixel. An item's bounds enclose every pixel it can
    /// touch (``DisplayList/Item/bounds``), so a skipped item would have drawn nothing.
    func draw(_ items: [DisplayList.Item], in cr: OpaquePointer) {
        let visible = clipExtents(of: cr)
        for item in items {
            let bounds = item.bounds
            if !bounds.isNull, !bounds.insetBy(dx: -1, dy: -1).intersects(visible) {
                itemsSkipped += 1
                continue
            }
            draw(item, in: cr)
        }
    }

    /// The smallest rectangle in user space enclosing `cr`'s clip.
    func clipExtents(of cr: OpaquePointer) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func draw(_ item: DisplayList.Item, in cr: OpaquePointer) {
        switch item.content {
        case let .fill(path, shading, style):
            guard !path.isEmpty else { return }
            cairo_save(cr)
            addPath(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            setSource(shading, in: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        case let .stroke(path, shading, style):
            guard !path.isEmpty, style.lineWidth > 0 else { return }
            cairo_save(cr)
            addPath(path, to: cr)
            apply(style, to: cr)
            setSource(shading, in: cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        case .text(let text):
            draw(text, in: cr)
        case .image(let image):
            draw(image, in: cr)
        case .group(let group):
            draw(group, in: cr)
        }
    }
}
