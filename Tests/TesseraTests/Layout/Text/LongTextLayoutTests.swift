import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// A long text in a scroll view costs the engine a few measurements and one layout, however
/// many proposals the layout makes (issue 22.4).
@Suite("Long text layout") @MainActor
struct LongTextLayoutTests {
    /// The fixed-advance engine, counting what its prepared texts are asked.
    final class CountingEngine: TextEngine {
        let base = FixedAdvanceTextEngine()
        var preparations = 0, measurements = 0, layouts = 0

        func layout(_ runs: [TextRun], options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
            layouts += 1
            return base.layout(runs, options: options, proposedWidth: proposedWidth)
        }

        func prepare(_ runs: [TextRun]) -> any PreparedText {
            guard runs.first.map({ $0.string.count > 1000 }) == true else { return base.prepare(runs) }
            preparations += 1
            return Counted(base.prepare(runs), engine: self)
        }
    }

    final class Counted: PreparedText {
        let base: any PreparedText
        unowned let engine: CountingEngine

        init(_ base: any PreparedText, engine: CountingEngine) {
            self.base = base
            self.engine = engine
        }

        func layout(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextLayoutResult {
            engine.layouts += 1
            return base.layout(options: options, proposedWidth: proposedWidth)
        }

        func measure(options: TextLayoutOptions, proposedWidth: CGFloat?) -> TextMetrics {
            engine.measurements += 1
            return base.measure(options: options, proposedWidth: proposedWidth)
        }

        func layout(options: TextLayoutOptions, proposedWidth: CGFloat?, metrics: TextMetrics?) -> TextLayoutResult {
            engine.layouts += 1
            return base.layout(options: options, proposedWidth: proposedWidth, metrics: metrics)
        }

        var layoutReadsMetrics: Bool { base.layoutReadsMetrics }
        var paragraphCount: Int? { base.paragraphCount }
    }

    struct Page: View {
        let text: String
        var body: some View {
            VStack {
                Text("header")
                ScrollView { Text(text) }
            }
            .padding()
        }
    }

    /// The engine's calls for the steps: mounted at zero size (as `ImageRenderer`
    /// does), its ideal size, then laid out at 500×400, resized and drawn.
    func calls(characters: Int) -> (preparations: Int, measurements: Int, layouts: Int) {
        let engine = CountingEngine()
        var environment = EnvironmentValues()
        environment.textEngine = engine
        let host = OffscreenHost(rootView: Page(text: String(repeating: "lorem ipsum ", count: characters / 12)),
                                 size: .zero, environment: environment)
        _ = host.sizeThatFits(.unspecified)
        _ = host.sizeThatFits(ProposedViewSize(width: 500, height: 400))
        host.size = CGSize(width: 500, height: 400)
        _ = host.displayList
        host.size = CGSize(width: 480, height: 400)
        _ = host.displayList
        return (engine.preparations, engine.measurements, engine.layouts)
    }

    @Test("the long text is prepared once, measured at a few widths and laid out once per drawn width")
    func boundedCalls() {
        let calls = calls(characters: 100_000)
        #expect(calls.preparations == 1)
        #expect(calls.measurements <= 8)
        #expect(calls.layouts <= 2)
    }

    @Test("ten times the characters costs the engine the same calls")
    func callsIndependentOfLength() {
        let small = calls(characters: 10_000), large = calls(characters: 100_000)
        #expect(small == large)
    }
}
