import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// Draws an image item: a named resource (PNG, JPEG or SVG, see ``ImageCache``), a system symbol or
    /// decoded pixels, stretched to the item's rectangle (symbols fitted and centred).
    func draw(_ image: DisplayList.ImageItem, in cr: OpaquePointer) {
        let rect = image.rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch image.source {
        case .system(let name):
            setSource(image.shading ?? .color(Color.Resolved(red: 0, green: 0, blue: 0)), in: cr)
            guard let drawing = SymbolTable.drawing(for: name) else {
                RuntimeWarnings.report("No symbol named '\(name)' found in system symbol set", site: "symbol:\(name)")
                drawPlaceholder(in: rect, cr: cr)
                return
            }
            drawSymbol(drawing, in: rect, cr: cr)
        case let .named(name, bundle):
            switch images.surface(named: name, bundle: bundle, pixelSize: pixelSize(of: rect, in: cr)) {
            case .image(let surface):
                drawSurface(surface, in: rect, shading: image.shading, interpolation: image.interpolation, cr: cr)
            case .missing:
                let location = (bundle ?? Bundle.main).bundlePath
                RuntimeWarnings.report("No image named '\(name)' found in asset catalog for \(location)",
                                       site: "image:\(location)/\(name)")
                drawImagePlaceholder(in: rect, shading: image.shading, cr: cr)
            case let .undecodable(path, message):
                RuntimeWarnings.report("The image '\(name)' at \(path) could not be decoded: \(message)", site: "image:\(path)")
                drawImagePlaceholder(in: rect, shading: image.shading, cr: cr)
            }
        case .pixels(let pixels):
            guard let surface = makeSurface(from: pixels) else { return }
            defer { cairo_surface_destroy(surface) }
            drawSurface(surface, in: rect, shading: image.shading, interpolation: image.interpolation, cr: cr)
        }
    }

    /// The gray crossed box that stands for an image that can't be drawn.
    private func drawImagePlaceholder(in rect: CGRect, shading: DisplayList.Shading?, cr: OpaquePointer) {
        setSource(shading ?? .color(Color.Resolved(red: 0.56, green: 0.56, blue: 0.58)), in: cr)
        drawPlaceholder(in: rect, cr: cr)
    }

    /// How many device pixels `rect` (user space) covers in each dimension, at least 1.
    private func pixelSize(of rect: CGRect, in cr: OpaquePointer) -> (width: Int, height: Int) {
        var xx = 1.0, xy = 0.0, yx = 0.0, yy = 1.0
        cairo_user_to_device_distance(cr, &xx, &xy)
        cairo_user_to_device_distance(cr, &yx, &yy)
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cr), &sx, &sy)
        func pixels(_ length: CGFloat, _ scale: Double) -> Int { max(1, min(8192, Int((Double(length) * scale).rounded(.up)))) }
        return (pixels(rect.width, hypot(xx, xy) * sx), pixels(rect.height, hypot(yx, yy) * sy))
    }

    /// Draws a crossed box filling `rect`, with the current source.
    func drawPlaceholder(in rect: CGRect, cr: OpaquePointer) {
        let side = min(rect.width, rect.height)
        let lineWidth = max(1, side / 16)
        let box = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_move_to(cr, Double(box.minX), Double(box.minY))
        cairo_line_to(cr, Double(box.maxX), Double(box.maxY))
        cairo_move_to(cr, Double(box.maxX), Double(box.minY))
        cairo_line_to(cr, Double(box.minX), Double(box.maxY))
        cairo_stroke(cr)
    }

    /// Draws a symbol into the largest square centred in `rect`, with the current source.
    private func drawSymbol(_ drawing: SymbolTable.Drawing, in rect: CGRect, cr: OpaquePointer) {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        switch drawing {
        case .material(let ligature):
            let layout = materialLayout(ligature, size: side)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let width = CGFloat(logical.width) / PangoFonts.scale, height = CGFloat(logical.height) / PangoFonts.scale
            cairo_move_to(cr, Double(square.midX - width / 2), Double(square.midY - height / 2))
            pango_cairo_show_layout(cr, layout)
        case let .numberBadge(number, shape, filled):
            // The SF Symbols badges: the outline inset a little, the number in a rounded face.
            let inset = side * 0.06
            let outline = square.insetBy(dx: inset, dy: inset)
            let lineWidth = side * 0.07
            cairo_push_group(cr)
            let path: Path = shape == .circle
                ? Path(ellipseIn: outline)
                : Path(roundedRect: outline, cornerRadius: side * 0.2, style: .continuous)
            if filled {
                addPath(path, to: cr)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            } else {
                addPath(path.applying(.identity), to: cr)
                cairo_set_line_width(cr, Double(lineWidth))
                let inner = outline.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
                addPath(shape == .circle ? Path(ellipseIn: inner)
                        : Path(roundedRect: inner, cornerRadius: side * 0.2 - lineWidth / 2, style: .continuous), to: cr)
                cairo_stroke(cr)
            }
            let digits = String(number)
            let fontSize = side * (digits.count == 1 ? 0.6 : 0.5)
            let font = ResolvedFont(size: fontSize, weight: .semibold, usesMonospacedDigits: true)
            let layout = pango_layout_new(pangoContext)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_text(layout, digits, Int32(digits.utf8.count))
            let attributes = pango_attr_list_new()!
            PangoFonts.addAttributes(for: font, letterSpacing: -fontSize * 0.04, bytes: 0..<digits.utf8.count, to: attributes)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let inkX = CGFloat(ink.x) / PangoFonts.scale, inkY = CGFloat(ink.y) / PangoFonts.scale
            let inkWidth = CGFloat(ink.width) / PangoFonts.scale, inkHeight = CGFloat(ink.height) / PangoFonts.scale
            cairo_move_to(cr, Double(square.midX - inkWidth / 2 - inkX), Double(square.midY - inkHeight / 2 - inkY))
            pango_cairo_show_layout(cr, layout)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }

    /// A layout of one Material Icons ligature at `size`; the caller releases it.
    func materialLayout(_ ligature: String, size: CGFloat) -> OpaquePointer {
        let layout = pango_layout_new(pangoContext)!
        pango_layout_set_text(layout, ligature, Int32(ligature.utf8.count))
        let description = pango_font_description_from_string("Material Icons")!
        pango_font_description_set_absolute_size(description, Double(size * PangoFonts.scale))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        return layout
    }

    /// Whether `ligature` draws as a single Material Icons glyph.
    package func isMaterialLigature(_ ligature: String) -> Bool {
        let layout = materialLayout(ligature, size: 24)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard pango_layout_get_unknown_glyphs_count(layout) == 0,
              let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        var glyphs = 0
        var run = line.pointee.runs
        while let node = run {
            if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                glyphs += Int(item.pointee.glyphs.pointee.num_glyphs)
            }
            run = node.pointee.next
        }
        return glyphs == 1
    }

    /// Draws `surface` stretched to `rect`: in its own colors, or as a mask painted with `shading`.
    private func drawSurface(_ surface: OpaquePointer, in rect: CGRect, shading: DisplayList.Shading?,
                             interpolation: Image.Interpolation, cr: OpaquePointer) {
        let width = CGFloat(cairo_image_surface_get_width(surface)), height = CGFloat(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        if let shading {
            setSource(shading, in: cr)
            cairo_translate(cr, Double(rect.minX), Double(rect.minY))
            cairo_scale(cr, Double(rect.width / width), Double(rect.height / height))
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_translate(cr, Double(rect.minX), Double(rect.minY))
            cairo_scale(cr, Double(rect.width / width), Double(rect.height / height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), cairoFilter(for: interpolation))
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
    }

    private func cairoFilter(for interpolation: Image.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium, .high: CAIRO_FILTER_GOOD
        }
    }

    /// A premultiplied ARGB32 surface holding `pixels`; the caller destroys it.
    private func makeSurface(from pixels: DisplayList.PixelImage) -> OpaquePointer? {
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { cairo_surface_destroy(surface); return nil }
        for y in 0..<pixels.height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: pixels.width) { $0 }
            for x in 0..<pixels.width {
                let i = (y * pixels.width + x) * 4
                let a = UInt32(pixels.rgba[i + 3])
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | premultiplied(pixels.rgba[i]) << 16 | premultiplied(pixels.rgba[i + 1]) << 8
                    | premultiplied(pixels.rgba[i + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
