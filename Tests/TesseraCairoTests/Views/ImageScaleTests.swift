import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("Image scale and symbol rendering mode") @MainActor
struct ImageScaleTests {
    @Test("imageScale sizes a symbol at 0.8, 1 and 1.3 times its font-relative size")
    func imageScale() {
        func side(_ scale: Image.Scale?) -> CGFloat {
            let image = Image(systemName: "star.fill").font(.system(size: 20))
            return scale.map { ImageRenderer(content: image.imageScale($0)).renderedSize.width }
                ?? ImageRenderer(content: image).renderedSize.width
        }
        #expect(abs(side(nil) - 24) < 0.001)
        #expect(abs(side(.medium) - 24) < 0.001)
        #expect(abs(side(.small) - 19.2) < 0.001)
        #expect(abs(side(.large) - 31.2) < 0.001)
    }

    @Test("imageScale leaves resizable images alone")
    func resizableIgnoresScale() {
        let size = ImageRenderer(content: Image(systemName: "star.fill").resizable().frame(width: 40, height: 40).imageScale(.large)).renderedSize
        #expect(size == CGSize(width: 40, height: 40))
    }

    @Test("every symbol rendering mode draws the symbol in the foreground style")
    func symbolRenderingModes() {
        func inkedPixels(_ mode: SymbolRenderingMode?, asView: Bool) -> Int {
            let symbol = Image(systemName: "heart.fill")
            let view: AnyView = asView
                ? AnyView(symbol.symbolRenderingMode(mode).font(.system(size: 30)).foregroundStyle(.red))
                : AnyView(symbol.font(.system(size: 30)).foregroundStyle(.red).symbolRenderingMode(mode))
            let image = ImageRenderer(content: view).render()
            var count = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha > 128 { count += 1 }
            }
            return count
        }
        let reference = inkedPixels(nil, asView: true)
        #expect(reference > 100)
        for mode in [SymbolRenderingMode.monochrome, .multicolor, .hierarchical, .palette] {
            #expect(inkedPixels(mode, asView: true) == reference)
            #expect(inkedPixels(mode, asView: false) == reference)
        }
    }
}
