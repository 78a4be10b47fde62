import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// `Canvas` and `GraphicsContext`: immediate-mode drawing recorded at the canvas's frame.
@Suite("Rendering a Canvas") @MainActor
struct CanvasRenderingTests {
    private func render<V: View>(_ view: V, scale: CGFloat = 1) -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return renderer.render()
    }

    @Test("fill and stroke draw in the canvas's own coordinates")
    func fillAndStroke() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            context.stroke(Path(CGRect(x: 22, y: 2, width: 16, height: 16)), with: .color(.blue), lineWidth: 2)
        }
        .frame(width: 40, height: 20)
        .padding(10)
        let image = render(canvas)
        #expect(image.pixel(x: 15, y: 20) == (255, 59, 48, 255))
        #expect(image.pixel(x: 5, y: 20).alpha == 0)      // the padding
        #expect(image.pixel(x: 32, y: 20).blue == 255)    // the stroke's left edge at x = 10 + 22
        #expect(image.pixel(x: 40, y: 20).alpha == 0)     // inside the stroked square
    }

    @Test("the canvas is given its laid-out size")
    func size() {
        var seen: CGSize = .zero
        _ = render(Canvas { _, size in seen = size }.frame(width: 33, height: 17))
        #expect(seen == CGSize(width: 33, height: 17))
    }

    @Test("translateBy, scaleBy and rotate change where later drawing lands")
    func transforms() {
        let canvas = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 20, y: 0)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.green))   // 20...30 × 0...10
            var turned = context
            turned.translateBy(x: 10, y: 10)
            turned.rotate(by: .degrees(90))
            turned.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 2)), with: .color(.blue))   // x 8...10, y 10...20
        }
        .frame(width: 40, height: 20)
        let image = render(canvas)
        #expect(image.pixel(x: 28, y: 8).green == 199)
        #expect(image.pixel(x: 18, y: 8).alpha == 0)
        #expect(image.pixel(x: 9, y: 15).blue == 255)
        #expect(image.pixel(x: 15, y: 11).alpha == 0)
    }

    @Test("opacity and clip(to:) apply to later drawing only")
    func opacityAndClip() {
        let canvas = Canvas { context, size in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 20, y: 0, width: 20, height: 20)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.fill(Path(CGRect(x: 0, y: 12, width: 8, height: 8)), with: .color(.green))
        }
        .frame(width: 40, height: 20)
        let image = render(canvas)
        #expect((126...129).contains(image.pixel(x: 5, y: 5).alpha))
        #expect(image.pixel(x: 30, y: 10).blue == 255)
        #expect(image.pixel(x: 21, y: 1).alpha == 0)     // outside the clip circle
        #expect(image.pixel(x: 4, y: 16).green == 199)   // the first copy's state didn't leak
    }

    @Test("text drawn at a point is centred on it by default; in a rect it starts at its corner")
    func text() {
        let canvas = Canvas { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            let resolved = context.resolve(Text("Hello"))
            let measured = resolved.measure(in: size)
            context.fill(Path(CGRect(x: 0, y: 0, width: measured.width, height: 2)), with: .color(.red))
        }
        .frame(width: 100, height: 40)
        let image = render(canvas)
        var inked: [Int] = []
        for x in 0..<100 where image.pixel(x: x, y: 20).alpha > 128 && image.pixel(x: x, y: 20).red < 100 { inked.append(x) }
        #expect(!inked.isEmpty)
        let center = Double(inked.first! + inked.last!) / 2
        #expect(abs(center - 50) < 6)
        #expect(image.pixel(x: 10, y: 1).red == 255)    // "Hello" is measurably wide
    }

    @Test("shadings: a style resolves in the environment, a gradient runs between points")
    func shadings() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(Color.red))
            context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .foreground)
            let gradient = Gradient(colors: [.black, .white])
            context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 10)),
                         with: .linearGradient(gradient, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 40, y: 0)))
        }
        .frame(width: 40, height: 10)
        .environment(\.colorScheme, .dark)
        let image = render(canvas)
        #expect(image.pixel(x: 5, y: 5) == (255, 69, 58, 255))    // red's dark appearance
        #expect(image.pixel(x: 15, y: 5) == (255, 255, 255, 255)) // the dark foreground is white
        #expect(image.pixel(x: 21, y: 5).red < 40 && image.pixel(x: 38, y: 5).red > 215)
    }

    @Test("an image drawn into a rect fills it")
    func image() {
        let canvas = Canvas { context, _ in
            context.draw(Image(systemName: "no.such.symbol"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        .frame(width: 20, height: 20)
        #expect(render(canvas).pixel(x: 10, y: 10).alpha > 0)
    }
}
