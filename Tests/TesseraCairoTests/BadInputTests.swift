import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo

/// Bad input renders something sensible, warns at most once, and doesn't crash. (A missing
/// image and a corrupt PNG are in `Images/ImageResourceTests.swift`.)
@Suite("Bad input") @MainActor
struct BadInputTests {
    /// The number of pixels with ink (alpha over half) in `image`.
    func inkedPixels(_ image: RenderedImage) -> Int {
        var count = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha > 128 { count += 1 }
        }
        return count
    }

    @Test("an unknown font name falls back to the system font and warns once")
    func unknownFont() {
        let unknown = Text("Hamburgefonts").font(.custom("NoSuchFont", size: 17))
        let image = ImageRenderer(content: VStack { unknown; unknown }).render()
        #expect(inkedPixels(image) > 100)
        let fallback = ImageRenderer(content: Text("Hamburgefonts").font(.system(size: 17))).renderedSize
        #expect(ImageRenderer(content: unknown).renderedSize == fallback)
        #expect(RuntimeWarnings.shared.messages.filter { $0.contains("'NoSuchFont'") }.count == 1)
        _ = ImageRenderer(content: Text("Known").font(.custom("DejaVu Serif", size: 17))).render()
        #expect(!RuntimeWarnings.shared.messages.contains { $0.contains("'DejaVu Serif'") })
    }

    @Test("an empty string takes no width and draws nothing")
    func emptyString() {
        let renderer = ImageRenderer(content: Text(""))
        #expect(renderer.renderedSize.width == 0)
        #expect(inkedPixels(renderer.render()) == 0)
        let stacked = ImageRenderer(content: HStack(spacing: 0) { Text(""); Color.red.frame(width: 10, height: 10) })
        #expect(stacked.renderedSize.width == 10)
        #expect(inkedPixels(stacked.render()) == 100)
    }

    /// Renders a `count`-character wrapping text in a 300×200 frame; returns the image and the time.
    func renderLongText(characters count: Int) -> (RenderedImage, Duration) {
        let string = String(String(repeating: "lorem ipsum ", count: count / 12 + 1).prefix(count))
        let start = ContinuousClock.now
        let renderer = ImageRenderer(content: Text(string).frame(width: 300, height: 200, alignment: .top).clipped())
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        let image = renderer.render()
        return (image, ContinuousClock.now - start)
    }

    /// A 1,000,000-character text renders too (about 20 s on the reference machine: Pango
    /// breaks the whole text into lines, and each line is measured), so the suite renders a
    /// 100,000-character one. How long it takes is the benchmarks' business, not a test's.
    @Test("a 100,000-character string wraps and renders its first lines")
    func longString() {
        let (image, _) = renderLongText(characters: 100_000)
        #expect(inkedPixels(image) > 1000)
    }

    @Test("right-to-left text is measured and drawn", arguments: ["שלום עולם", "مرحبا بالعالم"])
    func rightToLeft(_ string: String) {
        let renderer = ImageRenderer(content: Text(string).font(.system(size: 20)))
        let size = renderer.renderedSize
        #expect(size.width > 40)
        #expect(size.height > 15)
        #expect(inkedPixels(renderer.render()) > 30)
    }

    @Test("emoji render as something visible, even without a color emoji font, mixed with text")
    func emoji() {
        let renderer = ImageRenderer(content: Text("I ❤️ 🐶 and 👍🏽").font(.system(size: 20)))
        #expect(renderer.renderedSize.width > 60)
        #expect(inkedPixels(renderer.render()) > 50)
        let alone = ImageRenderer(content: Text("🐶").font(.system(size: 20)))
        #expect(inkedPixels(alone.render()) > 10)
    }
}

extension BadInputTests {
    @Test("right-to-left text mixed with left-to-right text draws over its whole measured width")
    func mixedDirections() {
        let renderer = ImageRenderer(content: Text("Shalom שלום عالم end").font(.system(size: 20)))
        let image = renderer.render()
        let size = renderer.renderedSize
        var inkedColumns = Set<Int>()
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha > 128 { inkedColumns.insert(x) }
        }
        #expect(inkedColumns.min().map { $0 < 5 } == true)
        #expect(inkedColumns.max().map { CGFloat($0) > size.width - 8 } == true)
    }
}
