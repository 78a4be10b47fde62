import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo
import TesseraTesting

/// Text in other scripts than Latin: emoji from the colour emoji font, CJK and Arabic from
/// the fonts fontconfig falls back to (`make setup` installs them).
@Suite("Pango font fallback") @MainActor
struct PangoFontsTests {
    struct Scripts: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("📁 Documents 🎉😀👍")
                Text("中文 日本語 かな 한국어")
                Text("مرحبا بالعالم")
            }
            .font(.title2)
            .padding(10)
        }
    }

    @Test("the system font stays Inter: the emoji font is a fallback, not named in the family list")
    func emojiIsAFallback() {
        #expect(PangoTextEngine().resolvedFamily(for: ResolvedFont(size: 17)) == "Inter")
        for design in [Font.Design.default, .serif, .monospaced, .rounded] {
            #expect(!PangoFonts.families(for: ResolvedFont(size: 17, design: design)).contains(PangoFonts.emojiFamily))
        }
    }

    @Test("emoji draw in colour, not as boxes")
    func emojiDrawInColour() {
        let renderer = ImageRenderer(content: Text("📁🎉").font(.largeTitle).padding(4))
        renderer.isOpaque = true
        let image = renderer.render()
        var colourful = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 60 { colourful += 1 }
            }
        }
        // A placeholder box or a monochrome glyph is grey: the colour glyphs give hundreds.
        #expect(colourful > 200)
    }

    @Test("emoji, CJK and Arabic text")
    func scripts() {
        assertSnapshot(of: Scripts(), size: CGSize(width: 320, height: 140), named: "pango-font-fallback")
    }
}
