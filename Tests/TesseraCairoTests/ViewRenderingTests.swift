import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo
import TesseraExamples

/// Views rendered end to end: graph → layout → display list → Cairo.
@Suite("Rendering views") @MainActor
struct ViewRenderingTests {
    @Test("a color fills its frame, in its light appearance")
    func colorFill() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        let image = renderer.render()
        #expect(renderer.renderedSize == CGSize(width: 20, height: 10))
        let center = image.pixel(x: 10, y: 5)
        #expect(center.red == 255 && center.green == 59 && center.blue == 48 && center.alpha == 255)
    }

    @Test("stack order and backgrounds: later views draw on top; a background draws behind")
    func drawingOrder() {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 10)
            Color.clear.frame(width: 10, height: 10).background { Color.green }
            ZStack {
                Color.red
                Color.yellow.frame(width: 4, height: 4)
            }
            .frame(width: 10, height: 10)
        }
        let image = ImageRenderer(content: view).render()
        #expect(image.pixel(x: 5, y: 5).blue == 255)
        #expect(image.pixel(x: 15, y: 5).green == 199)
        #expect(image.pixel(x: 25, y: 5).blue == 0 && image.pixel(x: 25, y: 5).green == 204)
        #expect(image.pixel(x: 21, y: 1).green == 59)
    }

    @Test("a Path is drawn in its view's coordinate space, inside an overlay's geometry reader")
    func pathInOverlay() {
        let view = Color.white.frame(width: 100, height: 50).overlay {
            GeometryReader { proxy in
                Path { path in
                    path.move(to: CGPoint(x: 0, y: proxy.size.height / 2))
                    path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height / 2))
                }
                .stroke(Color.red, lineWidth: 4)
            }
        }
        let image = ImageRenderer(content: view.padding(10)).render()
        #expect(image.pixel(x: 60, y: 35).green == 59)
        #expect(image.pixel(x: 60, y: 20).green == 255)
    }

    @Test("seed 004's counter renders as its reference image")
    func seedCounter() throws {
        let counter = Counter()
        for _ in 0..<12 { counter.increment() }
        let renderer = ImageRenderer(content: CounterView(counter: counter).padding())
        renderer.isOpaque = true
        renderer.scale = 2
        try Snapshot.assertMatches(renderer.render(), named: "seed004-counter")
    }
}
