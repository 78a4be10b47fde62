import Testing
@testable import Tessera

@MainActor
@Suite("Color mixing and HSB colors")
struct ColorMixTests {
    private func components(_ color: Color, _ scheme: ColorScheme = .light) -> [Float] {
        let resolved = color.resolved(in: scheme)
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    private func close(_ a: [Float], _ b: [Float], within tolerance: Float = 0.002) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a fraction of 0 gives the color, 1 the other; out-of-range fractions are clamped")
    func ends() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(close(components(red.mix(with: blue, by: 0)), [1, 0, 0, 1]))
        #expect(close(components(red.mix(with: blue, by: 1)), [0, 0, 1, 1]))
        #expect(close(components(red.mix(with: blue, by: -3)), [1, 0, 0, 1]))
        #expect(close(components(red.mix(with: blue, by: 7, in: .device)), [0, 0, 1, 1]))
    }

    @Test("device mixing averages the sRGB components and the opacity")
    func device() {
        let mixed = Color(red: 1, green: 0.5, blue: 0, opacity: 1).mix(with: Color(red: 0, green: 0.5, blue: 1, opacity: 0), by: 0.25, in: .device)
        #expect(close(components(mixed), [0.75, 0.5, 0.25, 0.75]))
    }

    @Test("perceptual mixing of black and white is Oklab's middle grey, lighter than the sRGB average")
    func perceptual() {
        let grey = components(Color.black.mix(with: .white, by: 0.5))
        #expect(abs(grey[0] - grey[1]) < 0.001 && abs(grey[1] - grey[2]) < 0.001)
        // Oklab L = 0.5 is linear luminance 0.125, sRGB ≈ 0.389.
        #expect(abs(grey[0] - 0.389) < 0.01)
    }

    @Test("a system color mixes per color scheme")
    func perScheme() {
        let mixed = Color.accentColor.mix(with: .white, by: 0, in: .device)
        #expect(close(components(mixed, .light), components(.accentColor, .light)))
        #expect(close(components(mixed, .dark), components(.accentColor, .dark)))
    }

    @Test("hue, saturation and brightness make the expected sRGB colors")
    func hsb() {
        #expect(close(components(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0, 1]))
        #expect(close(components(Color(hue: 1, saturation: 1, brightness: 1)), [1, 0, 0, 1]))
        #expect(close(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0, 1]))
        #expect(close(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5, opacity: 0.5)), [0, 0, 0.5, 0.5]))
        #expect(close(components(Color(hue: 0.5, saturation: 0, brightness: 0.25)), [0.25, 0.25, 0.25, 1]))
        #expect(close(components(Color(hue: 0.125, saturation: 0.5, brightness: 1)), [1, 0.875, 0.5, 1]))
    }
}
