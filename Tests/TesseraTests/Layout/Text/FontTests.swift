import Foundation
import Testing
@testable import Tessera

@Suite("Font")
struct FontTests {
    @Test("text styles resolve to Apple's default sizes and weights")
    func textStyles() {
        let sizes: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in sizes {
            #expect(font.resolved().size == size)
        }
        #expect(Font.headline.resolved().weight == .semibold)
        #expect(Font.body.resolved().weight == .regular)
    }

    @Test("modifiers change weight, slant and design")
    func modifiers() {
        let font = Font.body.bold().italic().monospaced()
        let resolved = font.resolved()
        #expect(resolved.weight == .bold)
        #expect(resolved.isItalic)
        #expect(resolved.design == .monospaced)
        #expect(Font.body.weight(.light).resolved().weight == .light)
        #expect(Font.body.monospacedDigit().resolved().usesMonospacedDigits)
        #expect(Font.system(size: 13, weight: .heavy, design: .serif).resolved()
            == ResolvedFont(size: 13, weight: .heavy, design: .serif))
        #expect(Font.system(.title, design: .rounded, weight: .black).resolved()
            == ResolvedFont(size: 28, weight: .black, design: .rounded))
    }

    @Test("custom fonts scale with Dynamic Type unless fixed")
    func customFonts() {
        #expect(Font.custom("Inter", size: 10).resolved(dynamicTypeScale: 2) == ResolvedFont(family: "Inter", size: 20))
        #expect(Font.custom("Inter", fixedSize: 10).resolved(dynamicTypeScale: 2) == ResolvedFont(family: "Inter", size: 10))
        #expect(Font.body.resolved(dynamicTypeScale: 2).size == 34)
        #expect(Font.body == Font.system(.body))
        #expect(Font.body != Font.body.bold())
    }
}
