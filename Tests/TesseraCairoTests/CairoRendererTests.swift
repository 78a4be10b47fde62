import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("CairoRenderer")
struct CairoRendererTests {
    let renderer = CairoRenderer()
    let red = DisplayList.Shading.color(Color.red.resolved(in: .light))

    func list(_ record: (inout DisplayListBuilder) -> Void) -> DisplayList {
        var builder = DisplayListBuilder()
        record(&builder)
        return builder.finish()
    }

    @Test("a red rectangle's centre pixel is Apple's light red")
    func solidFill() {
        let image = renderer.render(list { $0.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: red, id: .init(node: 1)) },
                                    size: CGSize(width: 40, height: 40))
        #expect(image.pixel(x: 20, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
    }

    @Test("the device scale renders more pixels for the same points")
    func deviceScale() {
        let image = renderer.render(list { $0.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: red, id: .init(node: 1)) },
                                    size: CGSize(width: 40, height: 40), scale: 2)
        #expect(image.pixelWidth == 80)
        #expect(image.pixel(x: 21, y: 21) == (255, 59, 48, 255))
        #expect(image.pixel(x: 19, y: 19).alpha == 0)
        #expect(image.pixel(at: CGPoint(x: 29.9, y: 29.9)).alpha == 255)
    }

    @Test("a clipped item leaves pixels outside the clip untouched")
    func clip() {
        let image = renderer.render(list {
            $0.withGroup(id: .init(node: 1), effects: .init(clip: .init(path: Path(CGRect(x: 0, y: 0, width: 20, height: 40))))) {
                $0.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: red, id: .init(node: 2))
            }
        }, size: CGSize(width: 40, height: 40), background: Color.Resolved(red: 0, green: 0, blue: 1))
        #expect(image.pixel(x: 10, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 30, y: 20) == (0, 0, 255, 255))
    }

    @Test("opacity halves alpha")
    func opacity() {
        let image = renderer.render(list {
            $0.withGroup(id: .init(node: 1), effects: .init(opacity: 0.5)) {
                $0.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: red, id: .init(node: 2))
                $0.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: red, id: .init(node: 3))
            }
        }, size: CGSize(width: 20, height: 20))
        let center = image.pixel(x: 10, y: 10)
        // The group composites once: overlapping children don't double up.
        #expect(abs(center.alpha - 128) <= 1)
        #expect(center.red == 255 && abs(center.green - 59) <= 2)
    }

    @Test("a linear gradient's middle pixel is halfway between its colors")
    func linearGradient() {
        let stops = [DisplayList.GradientStop(color: Color.Resolved(red: 1, green: 0, blue: 0), location: 0),
                     DisplayList.GradientStop(color: Color.Resolved(red: 0, green: 0, blue: 1), location: 1)]
        let image = renderer.render(list {
            $0.fill(Path(CGRect(x: 0, y: 0, width: 101, height: 10)),
                    with: .linearGradient(stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 101, y: 0)), id: .init(node: 1))
        }, size: CGSize(width: 101, height: 10))
        let middle = image.pixel(x: 50, y: 5)
        #expect(abs(middle.red - 128) <= 2 && abs(middle.blue - 128) <= 2 && middle.green == 0)
        #expect(image.pixel(x: 0, y: 5).red > 250)
    }

    @Test("a stroke paints the outline and leaves the interior clear")
    func stroke() {
        let image = renderer.render(list {
            $0.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: red, style: StrokeStyle(lineWidth: 4), id: .init(node: 1))
        }, size: CGSize(width: 40, height: 40))
        #expect(image.pixel(x: 10, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 20, y: 20).alpha == 0)
        #expect(image.pixel(x: 7, y: 20).alpha == 0)
    }

    @Test("a transform moves the group's content")
    func transform() {
        let image = renderer.render(list {
            $0.withGroup(id: .init(node: 1), effects: .init(transform: CGAffineTransform(translationX: 20, y: 0))) {
                $0.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: red, id: .init(node: 2))
            }
        }, size: CGSize(width: 40, height: 10))
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
        #expect(image.pixel(x: 25, y: 5).alpha == 255)
    }

    @Test("a shadow darkens pixels beside the shape; a blur spreads it")
    func shadowAndBlur() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)
        let image = renderer.render(list {
            $0.withGroup(id: .init(node: 1), effects: .init(shadow: .init(color: black, radius: 2, offset: CGSize(width: 10, height: 0)))) {
                $0.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: red, id: .init(node: 2))
            }
        }, size: CGSize(width: 40, height: 20))
        #expect(image.pixel(x: 10, y: 10) == (255, 59, 48, 255))
        #expect(image.pixel(x: 20, y: 10).alpha > 200 && image.pixel(x: 20, y: 10).red < 10)
        #expect(image.pixel(x: 35, y: 10).alpha == 0)

        let blurred = renderer.render(list {
            $0.withGroup(id: .init(node: 1), effects: .init(blurRadius: 4)) {
                $0.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: red, id: .init(node: 2))
            }
        }, size: CGSize(width: 40, height: 20))
        #expect(blurred.pixel(x: 8, y: 10).alpha > 0)
        #expect(blurred.pixel(x: 10, y: 10).alpha < 200)
        #expect(blurred.pixel(x: 20, y: 10).alpha > 240)
    }

    @Test("repainting only the damage leaves other pixels as they were")
    func damageRepaint() {
        let old = list { $0.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: red, id: .init(node: 1)) }
        let image = renderer.render(old, size: CGSize(width: 40, height: 10))
        let new = list {
            $0.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: red, id: .init(node: 1))
            $0.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(Color.Resolved(red: 0, green: 1, blue: 0)),
                    id: .init(node: 2))
        }
        let damage = new.damage(comparedTo: old)
        #expect(damage == [CGRect(x: 20, y: 0, width: 10, height: 10)])
        renderer.draw(new, into: image, damage: damage)
        #expect(image.pixel(x: 25, y: 5) == (0, 255, 0, 255))
        #expect(image.pixel(x: 5, y: 5) == (255, 59, 48, 255))
    }

    @Test("items wholly outside the clip are skipped; what is drawn is unchanged")
    func skipsItemsOutsideTheClip() {
        // 100 bars 10 points tall, one under the other, in a 20×100 image: the first ten reach
        // it (the eleventh starts on its edge and is kept: bounds grow by a point).
        let bars = list { builder in
            for index in 0..<100 {
                builder.fill(Path(CGRect(x: 0, y: CGFloat(index) * 10, width: 20, height: 10)), with: red,
                             id: .init(node: index + 1))
            }
        }
        let renderer = CairoRenderer()
        let image = renderer.render(bars, size: CGSize(width: 20, height: 100))
        #expect(renderer.itemsSkipped == 89)
        #expect(image.pixel(x: 10, y: 95) == (255, 59, 48, 255))
        // A damage repaint draws only the bar reaching the damage.
        renderer.draw(bars, into: image, damage: [CGRect(x: 0, y: 42, width: 5, height: 5)])
        #expect(renderer.itemsSkipped == 89 + 99)
        #expect(image.pixel(x: 2, y: 44) == (255, 59, 48, 255))
    }

    struct Rows: View {
        var changed: Int
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<40) { index in
                    Text(index == changed ? "Changed \(index)" : "Row \(index)").italic()
                }
            }
        }
    }

    @Test("a damage repaint gives the pixels of a full render, text included, frame after frame")
    @MainActor
    func damageRepaintMatchesFullRender() {
        let size = CGSize(width: 120, height: 160)
        let renderer = CairoRenderer()
        var previous = OffscreenHost(rootView: Rows(changed: -1), size: size).displayList
        let image = renderer.render(previous, size: size)
        for changed in [20, 21, 3, 20] {
            let next = OffscreenHost(rootView: Rows(changed: changed), size: size).displayList
            renderer.draw(next, into: image, damage: next.damage(comparedTo: previous))
            let full = CairoRenderer().render(next, size: size)
            var differing = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth where image.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "after changing row \(changed)")
            previous = next
        }
        // The rows' strings were shaped once each: the repaints drew kept layouts.
        #expect(renderer.drawnLayouts.count <= 40 + 3)
        #expect(renderer.itemsSkipped > 0)
    }

    @Test("decoded pixels are drawn stretched into their rectangle")
    func pixels() {
        let pixels = DisplayList.PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let image = renderer.render(list { $0.image(.pixels(pixels), in: CGRect(x: 0, y: 0, width: 20, height: 10), id: .init(node: 1)) },
                                    size: CGSize(width: 20, height: 10))
        #expect(image.pixel(x: 2, y: 5) == (255, 0, 0, 255))
        #expect(image.pixel(x: 17, y: 5) == (0, 0, 255, 255))
    }

    @Test("a PNG round-trips through Data")
    func png() throws {
        let image = renderer.render(list { $0.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: red, id: .init(node: 1)) },
                                    size: CGSize(width: 8, height: 8))
        let data = image.pngData()
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-roundtrip.png")
        try data.write(to: url)
        let decoded = try RenderedImage(contentsOfPNG: url)
        #expect(decoded.pixel(x: 1, y: 1) == (255, 59, 48, 255) && decoded.pixel(x: 6, y: 6).alpha == 0)
    }
}
