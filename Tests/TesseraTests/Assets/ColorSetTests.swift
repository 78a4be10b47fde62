import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// `Color(_:bundle:)` over the test target's `Fixtures.xcassets` (declared with
/// `.process("Assets/Fixtures.xcassets")`, as an Xcode-style package declares it).
@Suite("Asset catalog colors") @MainActor
struct ColorSetTests {
    private func components(_ color: Color, _ scheme: ColorScheme = .light) -> [Float] {
        let resolved = color.resolved(in: scheme)
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    private func close(_ a: [Float], _ b: [Float], within tolerance: Float = 0.002) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a color set has its light appearance in light mode and its dark one in dark mode")
    func lightAndDark() {
        let brand = Color("Brand", bundle: .module)
        #expect(close(components(brand, .light), [1, 0.5, 0, 1]))
        // The dark entry is written in hexadecimal; the high-contrast dark entry is skipped.
        #expect(close(components(brand, .dark), [0, 128 / 255, 1, 1]))
    }

    @Test("a color set is resolved when drawn, in the color scheme of its environment")
    func drawnPerScheme() {
        func fill(_ scheme: ColorScheme) -> Color.Resolved? {
            let list = OffscreenHost(rootView: Color("Brand", bundle: .module).environment(\.colorScheme, scheme),
                                     size: CGSize(width: 4, height: 4)).displayList
            return list.allItems.compactMap { item -> Color.Resolved? in
                if case .fill(_, .color(let color), _) = item.content { return color }
                return nil
            }.first
        }
        #expect(fill(.light).map { close([$0.red, $0.green, $0.blue], [1, 0.5, 0]) } == true)
        #expect(fill(.dark).map { close([$0.red, $0.green, $0.blue], [0, 128 / 255, 1]) } == true)
    }

    @Test("8-bit integer components are divided by 255; a color without a dark entry uses its light one")
    func eightBit() {
        let color = Color("EightBit", bundle: .module)
        #expect(close(components(color), [1, 128 / 255, 0, 0.5]))
        #expect(components(color, .dark) == components(color, .light))
    }

    @Test("gray color sets: gray gamma 2.2 converted to sRGB, extended gray as written")
    func gray() {
        let ink = Color("Ink", bundle: .module)
        // 0.5 in gray gamma 2.2 is linear 0.2176, sRGB 0.5029.
        #expect(close(components(ink), [0.503, 0.503, 0.503, 0.8]))
        #expect(close(components(ink, .dark), [0.25, 0.25, 0.25, 1]))
    }

    @Test("a Display P3 color is converted to extended sRGB: P3 red lies outside sRGB")
    func displayP3() {
        let vivid = components(Color("Vivid", bundle: .module))
        #expect(close(vivid, [1.093, -0.227, -0.150, 1], within: 0.01))
    }

    @Test("groups: a namespace folder prefixes its names, a plain folder doesn't")
    func namespaces() {
        #expect(close(components(Color("Icons/Tint", bundle: .module)), [0.2, 0.6, 0.2, 1]))
        #expect(close(components(Color("Palette/Ocean", bundle: .module)), [0, 0, 0, 0]))
        #expect(close(components(Color("Ocean", bundle: .module)), [0, 0.4, 0.8, 1]))
    }

    @Test("a missing color is clear and warns once with its name")
    func missing() {
        let first = Color("NoSuchColor", bundle: .module), second = Color("NoSuchColor", bundle: .module)
        #expect(components(first) == [0, 0, 0, 0] && components(second, .dark) == [0, 0, 0, 0])
        let warnings = RuntimeWarnings.shared.messages.filter {
            $0.hasPrefix("No color named 'NoSuchColor' found in asset catalog")
        }
        #expect(warnings.count == 1)
    }

    @Test("a color resource names a color set in a bundle")
    func resource() {
        let resource = ColorResource(name: "Brand", bundle: .module)
        #expect(Color(resource) == Color("Brand", bundle: .module))
    }

    @Test("the main bundle (nil) also searches the SwiftPM resource bundles beside the executable")
    func mainBundle() {
        #expect(close(components(Color("Brand")), [1, 0.5, 0, 1]))
    }

    @Test("an AccentColor color set in a bundle gives the accent color; without one, the default")
    func accentColor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-accent-\(UUID().uuidString)")
        let colorset = folder.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        let json = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x33","green":"0x99","blue":"0x66","alpha":"1.000"}},"idiom":"universal"}]}"#
        try Data(json.utf8).write(to: colorset.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        let accent = Color.catalogAccentColor(in: bundle, default: .blue)
        #expect(close(components(accent, .dark), [0.2, 0.6, 0.4, 1]))
        #expect(Color.catalogAccentColor(in: .module, default: .blue) == .blue)
    }
}
