import Testing
@_spi(Testing) @testable import Tessera

extension OffscreenHost {
    /// The run styles of the text item drawn for the `Text` reading `text`.
    fileprivate func runStyles(of text: String) -> [DisplayList.RunStyle] {
        guard let frame = frame(ofText: text) else { return [] }
        var found: [DisplayList.RunStyle] = []
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item.content {
                case .text(let drawn) where abs(drawn.origin.x - frame.minX) < 0.5 && abs(drawn.origin.y - frame.minY) < 0.5:
                    found = drawn.runs
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(displayList.items)
        return found
    }
}

/// Text modifiers on any view (`.bold()`, `.fontWeight(_:)`… on a stack) style every text
/// below, under the texts' own modifiers (issue 26).
@Suite("Text modifiers on views") @MainActor
struct ViewTextStyleTests {
    func hosting(_ view: some View) -> OffscreenHost<some View> {
        OffscreenHost(rootView: view, size: CGSize(width: 300, height: 300))
    }

    @Test("fontWeight, bold, italic, fontDesign and monospaced on a stack reach its texts, also ones with their own font")
    func fontModifiers() throws {
        let host = hosting(VStack {
            Text("plain")
            Text("titled").font(.title)
        }.fontWeight(.semibold).italic().fontDesign(.rounded))
        let plain = try #require(host.runStyles(of: "plain").first)
        #expect(plain.font.weight == .semibold && plain.font.isItalic && plain.font.design == .rounded)
        let titled = try #require(host.runStyles(of: "titled").first)
        #expect(titled.font.weight == .semibold && titled.font.size == 28)

        let bold = hosting(VStack { Text("b") }.bold())
        #expect(bold.runStyles(of: "b").first?.font.weight == .bold)
        let mono = hosting(VStack { Text("m") }.monospaced())
        #expect(mono.runStyles(of: "m").first?.font.design == .monospaced)
    }

    @Test("a text's own modifier wins over the view's, and an inner view modifier over an outer one")
    func innerWins() {
        let host = hosting(VStack {
            Text("light").fontWeight(.light)
            VStack { Text("not bold") }.bold(false)
            Text("bold")
        }.bold())
        #expect(host.runStyles(of: "light").first?.font.weight == .light)
        #expect(host.runStyles(of: "not bold").first?.font.weight == .regular)
        #expect(host.runStyles(of: "bold").first?.font.weight == .bold)
    }

    @Test("underline, strikethrough, kerning and tracking on a view decorate and space its texts")
    func decorations() throws {
        let host = hosting(VStack {
            Text("lined")
        }.underline().strikethrough().kerning(1).tracking(2))
        let run = try #require(host.runStyles(of: "lined").first)
        #expect(run.underline != nil && run.strikethrough != nil)
        #expect(run.letterSpacing == 3)
        // A text without them is unchanged.
        let plain = hosting(Text("plain"))
        #expect(plain.runStyles(of: "plain").first?.underline == nil)
    }
}

extension ViewTextStyleTests {
    @Test("the innermost of fontWeight and bold decides; a text's own kerning and tracking replace the view's")
    func orderAndReplacement() throws {
        let light = hosting(VStack { Text("w") }.fontWeight(.light).bold())
        #expect(light.runStyles(of: "w").first?.font.weight == .light)
        let bold = hosting(VStack { Text("w") }.bold().fontWeight(.light))
        #expect(bold.runStyles(of: "w").first?.font.weight == .bold)
        let spaced = hosting(VStack {
            Text("own").kerning(2)
            Text("inherited")
        }.kerning(5))
        #expect(spaced.runStyles(of: "own").first?.letterSpacing == 2)
        #expect(spaced.runStyles(of: "inherited").first?.letterSpacing == 5)
    }

    @Test("Text.underline and Text.strikethrough take a pattern and stay Text")
    func patterns() {
        let text: Text = Text("a").underline(pattern: .dash) + Text("b").strikethrough(true, pattern: .dot, color: .red)
        let host = hosting(text)
        #expect(host.runStyles(of: "ab").first?.underline != nil)
    }
}
