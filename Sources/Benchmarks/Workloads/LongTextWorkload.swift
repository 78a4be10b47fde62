import Tessera
import TesseraCairo

/// Issue 22.4: one long text in a `ScrollView`, as in the issue:
/// `VStack { Text("header"); ScrollView { Text(long) } }.padding()` at 500×400, with 10,000 and
/// 100,000 characters ("lorem ipsum " repeated). Timed: a new host (graph + first layout) with a
/// new Pango engine, the display list and a Cairo draw — what `ImageRenderer` does for a first
/// frame. The figures that matter: the 100k time (target ≤ 50 ms) and the 100k/10k ratio (≤ 12).
struct LongTextWorkload: Workload {
    let name = "long-text"
    let summary = "issue 22.4: Text of 10k / 100k characters in a ScrollView (500×400), first layout + draw"

    struct Page: View {
        let text: String

        var body: some View {
            VStack {
                Text("header")
                ScrollView {
                    Text(text)
                }
            }
            .padding()
        }
    }

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 500, height: 400)
        for engine in TextEngineChoice.selected(by: report.options) {
            var medians: [Int: Double] = [:]
            for characters in [10_000, 100_000] {
                let text = String(repeating: "lorem ipsum ", count: characters / 12)
                let samples = report.figure("issue 22.4 long text: \(characters / 1000)k characters, \(engine.label): "
                                            + "layout + display list + draw") {
                    let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                        let environment = engine.environment
                        return Stopwatch.milliseconds {
                            let host = OffscreenHost(rootView: Page(text: text), size: size, environment: environment)
                            _ = CairoRenderer().render(host.displayList, size: size)
                        }
                    }
                    return (samples, nil)
                }
                medians[characters] = samples.median
            }
            if let small = medians[10_000], let large = medians[100_000] {
                report.finding("issue 22.4 long text, \(engine.label): 100k/10k = \(Format.ratio(large / small)) (target ≤ 12; 100k ≤ 50 ms)")
            }
        }
        // The issue's own steps: `ImageRenderer` at 500×400, and the content's ideal size.
        let text = String(repeating: "lorem ipsum ", count: 100_000 / 12)
        report.figure("issue 22.4 long text: 100k characters, ImageRenderer at 500×400 (render)") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                let renderer = ImageRenderer(content: Page(text: text))
                renderer.proposedSize = ProposedViewSize(size)
                return Stopwatch.milliseconds { _ = renderer.render() }
            }
            return (samples, nil)
        }
        report.figure("issue 22.4 long text: 100k characters, ImageRenderer's ideal size (renderedSize)") {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                let renderer = ImageRenderer(content: Page(text: text))
                return Stopwatch.milliseconds { _ = renderer.renderedSize }
            }
            return (samples, nil)
        }
    }
}
