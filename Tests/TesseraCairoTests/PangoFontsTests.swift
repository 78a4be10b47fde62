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

    @Test("every family list ends with the colour emoji font, after the generic family")
    func familiesFallBackToEmoji() {
        for design in [Font.Design.default, .serif, .monospaced, .rounded] {
            let families = PangoFonts.families(for: ResolvedFont(size: 17, design: design))
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(families.firstIndex(of: PangoFonts.emojiFamily) == families.count - 1, "\(families)")
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
