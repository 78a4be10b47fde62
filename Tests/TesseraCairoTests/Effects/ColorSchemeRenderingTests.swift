import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Colors that adapt: `.environment(\.colorScheme, .dark)` draws system colors and the
/// hierarchical styles in their dark appearance.
@Suite("Rendering in light and dark") @MainActor
struct ColorSchemeRenderingTests {
    private func render<V: View>(_ view: V) -> RenderedImage { ImageRenderer(content: view).render() }

    @Test("system colors take their dark appearance in a dark environment")
    func systemColors() {
        let light = render(Color.blue.frame(width: 10, height: 10))
        let dark = render(Color.blue.frame(width: 10, height: 10).environment(\.colorScheme, .dark))
        #expect(light.pixel(x: 5, y: 5) == (0, 122, 255, 255))
        #expect(dark.pixel(x: 5, y: 5) == (10, 132, 255, 255))
    }

    @Test(".primary is black in light mode and white in dark mode; .secondary is a translucent gray")
    func hierarchicalStyles() {
        func pixels(_ scheme: ColorScheme) -> (primary: (Int, Int, Int, Int), secondary: (Int, Int, Int, Int)) {
            let image = render(HStack(spacing: 0) {
                Rectangle().fill(.primary).frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
            }.environment(\.colorScheme, scheme))
            let p = image.pixel(x: 5, y: 5), s = image.pixel(x: 15, y: 5)
            return ((p.red, p.green, p.blue, p.alpha), (s.red, s.green, s.blue, s.alpha))
        }
        let light = pixels(.light), dark = pixels(.dark)
        #expect(light.primary == (0, 0, 0, 255))
        #expect(dark.primary == (255, 255, 255, 255))
        #expect(light.secondary.3 < 255 && light.secondary.0 < 100)
        #expect(dark.secondary.3 < 255 && dark.secondary.0 > 200)
    }

    @Test("text draws in the primary label color of the scheme")
    func text() {
        func darkestOrLightest(_ scheme: ColorScheme) -> Int {
            let image = render(Text("Tessera").environment(\.colorScheme, scheme))
            var values: [Int] = []
            for y in 0..<image.pixelHeight { for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha == 255 {
                values.append(image.pixel(x: x, y: y).red)
            } }
            return scheme == .dark ? values.max() ?? -1 : values.min() ?? -1
        }
        #expect(darkestOrLightest(.light) == 0)
        #expect(darkestOrLightest(.dark) == 255)
    }

    @Test("foregroundStyle(_:_:) sets the primary and secondary levels")
    func foregroundLevels() {
        let view = HStack(spacing: 0) {
            Rectangle().fill(.primary).frame(width: 10, height: 10)
            Rectangle().fill(.secondary).frame(width: 10, height: 10)
            Rectangle().fill(.tertiary).frame(width: 10, height: 10)
        }
        .foregroundStyle(Color.red, Color.blue)
        let image = render(view)
        #expect(image.pixel(x: 5, y: 5) == (255, 59, 48, 255))
        #expect(image.pixel(x: 15, y: 5) == (0, 122, 255, 255))
        let tertiary = image.pixel(x: 25, y: 5)
        #expect(tertiary.blue == 255 && tertiary.alpha < 200)

        let three = render(Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            .foregroundStyle(Color.red, Color.blue, Color.green))
        #expect(three.pixel(x: 5, y: 5) == (52, 199, 89, 255))
    }

    @Test("a shadow's system color resolves in the view's scheme")
    func shadowColor() {
        let view = Color.clear.frame(width: 10, height: 10).background(.black)
            .shadow(color: .white, radius: 0, x: 10, y: 0).padding(.trailing, 10)
        let light = render(view)
        let dark = render(view.environment(\.colorScheme, .dark))
        #expect(light.pixel(x: 15, y: 5) == (255, 255, 255, 255))
        #expect(dark.pixel(x: 15, y: 5) == (255, 255, 255, 255))
    }
}
