import CCairo
import Foundation
import Tessera

extension CairoRenderer {
    /// Draws each line fragment with its run's font and paint, its baseline where the layout
    /// put it, then the run's underline and strikethrough.
    func draw(_ text: DisplayList.TextItem, in cr: OpaquePointer) {
        let layoutScale = text.layout.scaleFactor
        pango_cairo_update_context(cr, pangoContext)
        // Lines run top to bottom: those above the clip are skipped, and drawing stops at the
        // first below it (a long text in a scroll view draws the lines it shows). A line's
        // glyphs may reach out of its box by a line's height (accents, tall fallback fonts).
        let visible = clipExtents(of: cr)
        for line in text.layout.lines {
            let top = text.origin.y + line.origin.y, reach = max(line.size.height, 4)
            if top > visible.maxY + reach { break }
            if top + line.size.height < visible.minY - reach {
                linesSkipped += 1
                continue
            }
            // By index: the fragments' own members, without the collection's generic iterator.
            let fragments = line.fragments
            for index in fragments.startIndex..<fragments.endIndex {
                let fragment = fragments[index]
                guard !fragment.slice.isEmpty else { continue }
                guard text.runs.indices.contains(fragment.runIndex) else { continue }
                let run = text.runs[fragment.runIndex]
                let font = run.font.scaled(by: layoutScale)
                let x = text.origin.x + line.origin.x + fragment.x
                let baseline = text.origin.y + line.baseline - run.baselineOffset
                cairo_save(cr)
                setSource(run.shading, in: cr)
                drawString(fragment.text, font: font, letterSpacing: run.letterSpacing * layoutScale,
                           at: CGPoint(x: x, y: baseline), in: cr)
                if run.underline != nil || run.strikethrough != nil {
                    drawDecorations(of: run, font: font, from: x, width: fragment.width, baseline: baseline, in: cr)
                }
                cairo_restore(cr)
            }
        }
    }

    /// Draws `string` on one line with its baseline's leading end at `origin`, with the
    /// context's current source.
    func drawString(_ string: String, font: ResolvedFont, letterSpacing: CGFloat, at origin: CGPoint,
                    in cr: OpaquePointer) {
        let key = DrawnTextLayouts.Key(string: string, font: font, letterSpacing: letterSpacing)
        let layout = drawnLayouts.layout(for: key, in: pangoContext) { layout in
            let byteCount = string.utf8.count
            pango_layout_set_text(layout, string, Int32(byteCount))
            let attributes = pango_attr_list_new()!
            PangoFonts.addAttributes(for: font, letterSpacing: letterSpacing, bytes: 0..<byteCount, to: attributes)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / PangoFonts.scale
        cairo_move_to(cr, Double(origin.x), Double(origin.y - baseline))
        pango_cairo_show_layout(cr, layout)
    }

    private func drawDecorations(of run: DisplayList.RunStyle, font: ResolvedFont, from x: CGFloat, width: CGFloat,
                                 baseline: CGFloat, in cr: OpaquePointer) {
        let description = PangoFonts.description(for: font)
        defer { pango_font_description_free(description) }
        guard let metrics = pango_context_get_metrics(pangoContext, description, nil) else { return }
        defer { pango_font_metrics_unref(metrics) }
        let thickness = max(0.5, CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / PangoFonts.scale)
        let underlineOffset = CGFloat(pango_font_metrics_get_underline_position(metrics)) / PangoFonts.scale
        let strikeOffset = CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / PangoFonts.scale
        let strikeThickness = max(0.5, CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / PangoFonts.scale)
        for (decoration, offset, lineWidth) in [(run.underline, underlineOffset, thickness),
                                                (run.strikethrough, strikeOffset, strikeThickness)] {
            guard let decoration else { continue }
            cairo_save(cr)
            if let color = decoration.color { setSource(.color(color), in: cr) }
            let y = baseline - offset + lineWidth / 2
            cairo_set_line_width(cr, Double(lineWidth))
            let unit = Double(lineWidth) * 2
            let dashes: [Double]
            switch decoration.pattern {
            case .solid: dashes = []
            case .dot: dashes = [unit / 2, unit]
            case .dash: dashes = [unit * 3, unit * 1.5]
            case .dashDot: dashes = [unit * 3, unit, unit / 2, unit]
            case .dashDotDot: dashes = [unit * 3, unit, unit / 2, unit, unit / 2, unit]
            }
            if !dashes.isEmpty { cairo_set_dash(cr, dashes, Int32(dashes.count), 0) }
            cairo_move_to(cr, Double(x), Double(y))
            cairo_line_to(cr, Double(x + width), Double(y))
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }
}
