import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// A `Text` value's equality, its runs and paints, and how its run styles are drawn (plain
/// texts share one run-style array in the recorder; a colored text never does).
@Suite("Text runs and run styles") @MainActor
struct TextRunsTests {
    @Test("texts with equal styles are equal, whatever made them; a style that sets nothing is none")
    func styleEquality() {
        #expect(Text("a").bold() == Text("a").bold())
        #expect(Text("a") != Text("a").bold())
        #expect(Text("a").bold() != Text("a").italic())
        #expect(Text("a").bold(false) == Text("a"))
        #expect(Text("a").foregroundColor(.red) == Text("a").foregroundColor(.red))
        #expect(Text("a").foregroundColor(.red) != Text("a").foregroundColor(.blue))
    }

    @Test("an interpolated key's plain pieces make one run; an interpolated text keeps its own")
    func interpolationRuns() {
        let environment = EnvironmentValues()
        let row = 7, count = 10
        #expect(Text("Row \(row) of \(count)").runs(in: environment).map(\.string) == ["Row 7 of 10"])
        #expect(Text("\(row)").runs(in: environment).map(\.string) == ["7"])
        #expect(Text("a \(Text("b")) c").runs(in: environment).map(\.string) == ["a ", "b", " c"])
        // An interpolated text keeps its own style (SwiftUI: `Text("a \(Text("b").bold())")` shows a bold b).
        let styled = Text("a \(Text("b").bold()) c").runs(in: environment)
        #expect(styled.map(\.font.weight) == [.regular, .bold, .regular])
    }

    @Test("only texts with a color or decoration of their own carry paints")
    func paints() {
        let environment = EnvironmentValues()
        #expect(Text("plain").styledRuns(in: environment).paints == nil)
        #expect((Text("a") + Text("b")).styledRuns(in: environment).paints == nil)
        let colored = (Text("a").foregroundColor(.red) + Text("b")).styledRuns(in: environment)
        #expect(colored.runs.map(\.string) == ["a", "b"])
        #expect(colored.paints == [Text.RunPaint(foreground: .red, isUnderlined: false, isStrikethrough: false), .plain])
        let underlined = Text("u").underline().styledRuns(in: environment)
        #expect(underlined.paint(at: 0).isUnderlined)
    }

    @Test("plain texts drawn between colored ones keep the label color; the colored one keeps its own")
    func runStylesInOrder() {
        let list = OffscreenHost(rootView: VStack {
            Text("one")
            Text("two").foregroundColor(.red)
            Text("three")
            Text("four").font(.title)
            Text("five")
        }, size: CGSize(width: 200, height: 200)).displayList
        let texts = list.allItems.compactMap { item -> DisplayList.TextItem? in
            if case .text(let text) = item.content { return text }
            return nil
        }
        #expect(texts.count == 5)
        let label = HierarchicalShapeStyle.labelShading(in: .light)
        #expect(texts.map(\.runs.count) == [1, 1, 1, 1, 1])
        #expect(texts[0].runs[0].shading == label)
        #expect(texts[1].runs[0].shading == .color(Color.red.resolved(in: .light)))
        #expect(texts[2].runs[0].shading == label)
        #expect(texts[3].runs[0].font == Font.title.resolved())
        #expect(texts[4].runs[0].font == Font.body.resolved())
        #expect(texts[4].runs == texts[0].runs)
    }
}
