import CCairo
import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Shadows cost a blur of their own bounds, once per shape and size (issue 22.3).
@Suite("Shadow masks") @MainActor
struct ShadowMaskCacheTests {
    let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)
    let white = DisplayList.Shading.color(Color.Resolved(red: 1, green: 1, blue: 1))

    /// Rounded cards at `origins`, each casting a shadow of `radius`.
    func cards(at origins: [CGPoint], radius: CGFloat = 4, offset: CGSize = CGSize(width: 2, height: 3)) -> DisplayList {
        var builder = DisplayListBuilder()
        for (index, origin) in origins.enumerated() {
            builder.withGroup(id: .init(node: 2 * index + 1), effects: .init(shadow: .init(color: black, radius: radius, offset: offset))) {
                $0.fill(Path(roundedRect: CGRect(origin: origin, size: CGSize(width: 20, height: 14)), cornerRadius: 4),
                        with: white, id: .init(node: 2 * index + 2))
            }
        }
        return builder.finish()
    }

    @Test("a shadow is blurred in a surface the size of its shape plus the blur's reach, not of the canvas")
    func maskCoversTheShapeOnly() {
        let renderer = CairoRenderer()
        _ = renderer.render(cards(at: [CGPoint(x: 200, y: 150)]), size: CGSize(width: 400, height: 400))
        let reach = GaussianBlur.reach(ofRadius: 4)
        #expect(reach == 4)
        // 20 × 14 points, the reach and one pixel each side, rounded out to whole pixels.
        #expect(renderer.layerPixels <= (20 + 2 * (reach + 1) + 1) * (14 + 2 * (reach + 1) + 1))
        #expect(renderer.layerPixels > 0)
    }

    @Test("shapes of one size share one blurred mask, wherever they are drawn")
    func masksAreReused() {
        let renderer = CairoRenderer()
        let origins = [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 110, y: 40), CGPoint(x: 10, y: 70),
                       CGPoint(x: 150, y: 70)]
        _ = renderer.render(cards(at: origins), size: CGSize(width: 200, height: 100))
        #expect(renderer.shadowMaskCounts == (made: 1, reused: 4))
        _ = renderer.render(cards(at: origins, radius: 6), size: CGSize(width: 200, height: 100))
        #expect(renderer.shadowMaskCounts == (made: 2, reused: 8))
    }

    @Test("a shadow's pixels are those of the whole canvas blurred, as before masks had their own bounds")
    func pixelsMatchAWholeCanvasBlur() {
        let size = CGSize(width: 60, height: 50)
        for scale: CGFloat in [1, 2] {
            let list = cards(at: [CGPoint(x: 13.3, y: 12.6)], radius: 5)
            let image = CairoRenderer().render(list, size: size, scale: scale)
            let reference = wholeCanvasRendering(of: list, size: size, scale: scale)
            var largest = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth {
                    let a = image.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                    largest = max(largest, abs(a.alpha - b.alpha), abs(a.red - b.red) * min(a.alpha, b.alpha) / 255)
                }
            }
            #expect(largest <= 2, "scale \(scale)")
        }
    }

    /// The renderer's drawing before shadows had their own bounds: the content's alpha over the
    /// whole canvas in the shadow's color, blurred, painted at the offset; then the content.
    private func wholeCanvasRendering(of list: DisplayList, size: CGSize, scale: CGFloat) -> RenderedImage {
        guard case .group(let group) = list.items[0].content, let shadow = group.effects.shadow else {
            preconditionFailure("one shadowed group expected")
        }
        let content = DisplayList(items: group.items)
        let layer = CairoRenderer().render(content, size: size, scale: scale)
        let image = RenderedImage(size: size, scale: scale)
        let width = Int32(image.pixelWidth), height = Int32(image.pixelHeight)
        let shadowSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(shadowSurface) }
        cairo_surface_set_device_scale(shadowSurface, Double(scale), Double(scale))
        let context = cairo_create(shadowSurface)!
        let c = shadow.color
        cairo_set_source_rgba(context, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        cairo_mask_surface(context, layer.surface, 0, 0)
        cairo_destroy(context)
        GaussianBlur.apply(to: shadowSurface, radius: shadow.radius * scale)
        let cr = cairo_create(image.surface)!
        cairo_set_source_surface(cr, shadowSurface, Double(shadow.offset.width), Double(shadow.offset.height))
        cairo_paint(cr)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        return image
    }
}

extension ShadowMaskCacheTests {
    @Test("the blur's average by multiplication equals the rounded division for every sum and window")
    func averageIsExact() {
        for window in stride(from: 1, through: 301, by: 2) {
            let average = GaussianBlur.Line.Average(window: window)
            for sum in 0...(255 * window) where average(sum) != UInt8(min(255, (sum + window / 2) / window)) {
                Issue.record("window \(window), sum \(sum)")
                return
            }
        }
    }
}
