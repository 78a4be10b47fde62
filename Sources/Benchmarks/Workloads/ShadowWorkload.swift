import Tessera
import TesseraCairo

/// Issue 22.3: 200 small cards drawn with Cairo at 800×600, with and without
/// `.shadow(radius: 10)`; the figure that matters is the ratio (target ≤ 2).
struct ShadowWorkload: Workload {
    let name = "shadow"
    let summary = "issue 22.3: 200 cards (800×600) drawn with Cairo, with and without .shadow(radius: 10)"

    /// A white rounded card with a label; the shadow is cast by the card's shape.
    struct Card: View {
        let index: Int
        let shadowed: Bool

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.white)
                    .shadow(radius: shadowed ? 10 : 0)
                Text("Card \(index)").font(.caption)
            }
            .frame(width: 60, height: 36)
        }
    }

    /// 20 rows of 10 cards.
    struct Board: View {
        let shadowed: Bool

        var body: some View {
            VStack(spacing: 12) {
                ForEach(0..<20) { row in
                    HStack(spacing: 14) {
                        ForEach(0..<10) { column in Card(index: row * 10 + column, shadowed: shadowed) }
                    }
                }
            }
        }
    }

    static let background = Color.Resolved(red: 0.95, green: 0.95, blue: 0.95)

    func run(in report: BenchmarkReport) {
        let size = CGSize(width: 800, height: 1000)
        // One renderer (a new one loads its fonts: about a second), its shadow masks discarded
        // before each draw, so every iteration blurs as a first frame does.
        let renderer = CairoRenderer()
        var medians: [Bool: Double] = [:]
        for shadowed in [false, true] {
            var environment = EnvironmentValues()
            environment.textEngine = PangoTextEngine()
            let host = OffscreenHost(rootView: Board(shadowed: shadowed), size: size, environment: environment)
            let list = host.displayList
            let label = shadowed ? "with .shadow(radius: 10)" : "without shadows"
            let samples = report.figure("issue 22.3 shadow: 200 cards \(label), full draw") {
                let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                    renderer.discardShadowMasks()
                    return Stopwatch.milliseconds { _ = renderer.render(list, size: size, background: Self.background) }
                }
                return (samples, nil)
            }
            medians[shadowed] = samples.median
        }
        if let plain = medians[false], let shadowed = medians[true] {
            report.finding("issue 22.3 shadow: 200 shadowed cards cost \(Format.ratio(shadowed / plain))× the plain cards (target ≤ 2)")
        }
    }
}
