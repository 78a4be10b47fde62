import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("Color scheme preference and display scale") @MainActor
struct EnvironmentRenderingTests {
    final class Box { var scale: CGFloat?; var scheme: ColorScheme? }

    struct Probe: View {
        let box: Box
        @Environment(\.displayScale) var displayScale
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            box.scale = displayScale
            box.scheme = colorScheme
            return Color.clear.frame(width: 4, height: 4)
        }
    }

    @Test("preferredColorScheme sets the content's color scheme; nil keeps the surrounding one")
    func preferredColorScheme() {
        let box = Box()
        _ = ImageRenderer(content: Probe(box: box).preferredColorScheme(.dark)).render()
        #expect(box.scheme == .dark)
        let renderer = ImageRenderer(content: Probe(box: box).preferredColorScheme(nil))
        renderer.colorScheme = .dark
        _ = renderer.render()
        #expect(box.scheme == .dark)
        _ = ImageRenderer(content: Probe(box: box).preferredColorScheme(nil)).render()
        #expect(box.scheme == .light)
    }

    @Test("colors under preferredColorScheme(.dark) resolve dark")
    func preferredColorSchemeColors() {
        let view = Rectangle().fill(.primary).frame(width: 10, height: 10)
        let light = ImageRenderer(content: view).render().pixel(x: 5, y: 5)
        let dark = ImageRenderer(content: view.preferredColorScheme(.dark)).render().pixel(x: 5, y: 5)
        #expect(light.red < 40)
        #expect(dark.red > 215)
    }

    @Test("ImageRenderer's scale is the content's displayScale")
    func displayScale() {
        let box = Box()
        _ = ImageRenderer(content: Probe(box: box)).render()
        #expect(box.scale == 1)
        let renderer = ImageRenderer(content: Probe(box: box))
        renderer.scale = 2
        let image = renderer.render()
        #expect(box.scale == 2)
        #expect(image.pixelWidth == 8)
        #expect(EnvironmentValues().displayScale == 1)
    }
}
