import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("Text rendering") @MainActor
struct TextRenderingTests {
    let engine = PangoTextEngine()
    let renderer = CairoRenderer()

    @Test("text draws dark pixels inside its line box and none outside")
    func textInsideLineBox() {
        let layout = engine.layout([TextRun("Hamburgefonts", font: ResolvedFont(size: 20))], options: TextLayoutOptions(),
                                   proposedWidth: nil)
        var builder = DisplayListBuilder()
        let origin = CGPoint(x: 10, y: 10)
        builder.text(layout, at: origin, runs: [DisplayList.RunStyle(font: ResolvedFont(size: 20),
                                                                     shading: .color(Color.Resolved(red: 0, green: 0, blue: 0)))],
                     id: .init(node: 1))
        let size = CGSize(width: layout.size.width + 20, height: layout.size.height + 20)
        let image = renderer.render(builder.finish(), size: size, background: Color.Resolved(red: 1, green: 1, blue: 1))
        let box = CGRect(origin: origin, size: layout.size)
        var inside = 0, outside = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                guard p.red < 100 else { continue }
                if box.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test("an underline draws below the baseline across the fragment")
    func underline() {
        let font = ResolvedFont(size: 20)
        let layout = engine.layout([TextRun("__ __", font: font)], options: TextLayoutOptions(), proposedWidth: nil)
        var builder = DisplayListBuilder()
        builder.text(layout, at: .zero, runs: [DisplayList.RunStyle(font: font, shading: .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)),
                                                                    underline: .init(color: Color.Resolved(red: 0, green: 0, blue: 1)))],
                     id: .init(node: 1))
        let image = renderer.render(builder.finish(), size: layout.size)
        // Only the underline is visible: the glyphs are transparent. The gap's middle is underlined too.
        let row = (0..<image.pixelHeight).first { image.pixel(x: Int(layout.size.width / 2), y: $0).alpha > 128 }
        #expect(row != nil)
        if let row { #expect(CGFloat(row) > layout.firstBaseline - 1) }
    }
}
